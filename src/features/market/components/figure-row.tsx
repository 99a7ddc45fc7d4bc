import type { ReactNode } from "react";

/** One labelled figure of a stock's snapshot tables, label left and value right, inside a <dl>. */
export function FigureRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5 text-sm dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-right font-mono tabular-nums">{children}</dd>
    </div>
  );
}
