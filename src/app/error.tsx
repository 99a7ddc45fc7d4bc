"use client";

import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

/** A page that failed to render: say so plainly and offer a way on, never a blank screen. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-red-600">Something went wrong</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">This page didn&apos;t load</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        It&apos;s on our side, not yours. Try again; if it keeps happening, come back in a few
        minutes.
      </p>
      {error.digest && (
        <p className="mt-2 font-mono text-xs text-slate-500 dark:text-slate-400">
          Reference: {error.digest}
        </p>
      )}
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          Try again
        </button>
        <Link href="/" className={buttonClass({ variant: "secondary" })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
