import type { ReactNode } from "react";

/** The frame of the login and registration pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
      <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm dark:border-slate-800">
        {children}
      </div>
    </div>
  );
}
