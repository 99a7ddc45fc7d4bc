import type { ReactNode } from "react";

/** Badge colours with AA contrast on light and dark backgrounds. */
const toneClass = {
  danger: "bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300",
  warning: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  good: "bg-brand-50 text-brand-700 dark:bg-slate-900 dark:text-brand-500",
} as const;

export type BadgeTone = keyof typeof toneClass;

/**
 * A short status word beside a row or a name: "Hidden", "Active", "Payable". It never wraps: a
 * two-word badge split over two lines reads as two labels.
 */
export function Badge({
  tone,
  className = "",
  children,
}: {
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${toneClass[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
