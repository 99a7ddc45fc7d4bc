import type { ReactNode } from "react";

/** An admin page's title and the one paragraph that says what it holds. */
export function AdminPageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </header>
  );
}
