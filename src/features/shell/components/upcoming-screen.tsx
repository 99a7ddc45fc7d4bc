import Link from "next/link";
import type { ReactNode } from "react";

type UpcomingScreenProps = { title: ReactNode; summary: string; features: readonly string[] };

/**
 * An honest empty state for a screen whose feature has not shipped yet: what it will do, and
 * where to go meanwhile. Each is replaced by the real screen when its feature lands.
 */
export function UpcomingScreen({ title, summary, features }: UpcomingScreenProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">In development</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{summary}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-brand-600" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link href="/" className="mt-10 inline-flex rounded-md text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-500">
        ← Back to the home page
      </Link>
    </div>
  );
}
