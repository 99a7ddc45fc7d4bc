import type { ReactNode } from "react";

type Props = { label: string; children: ReactNode; pro?: boolean; labelId?: string };

/** One filter with its small label above; `labelId` lets a control that is not a form field name itself by it. */
export function FilterField({ label, children, pro, labelId }: Props) {
  return (
    <div className="min-w-0">
      <span
        id={labelId}
        className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400"
      >
        {label}
        {pro && (
          <span className="bg-brand-100 text-brand-700 dark:bg-brand-700 rounded px-1 text-[10px] font-bold uppercase dark:text-white">
            Pro
          </span>
        )}
      </span>
      {children}
    </div>
  );
}
