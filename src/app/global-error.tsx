"use client";

import "./globals.css";

/** The root layout itself failed: this replaces the whole document, so it brings its own <html>. */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-white p-6 font-sans text-slate-900">
        <div className="max-w-md text-center">
          <h1 className="text-2xl font-bold">Marketdesk is having trouble</h1>
          <p className="mt-3 text-slate-600">Please try again in a moment.</p>
          <button
            type="button"
            onClick={reset}
            className="mt-6 rounded-md bg-emerald-600 px-4 py-2 text-sm font-semibold text-white"
          >
            Try again
          </button>
        </div>
      </body>
    </html>
  );
}
