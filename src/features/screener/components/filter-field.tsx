import type { ReactNode } from "react";
import { PlanBadge } from "./plan-badge";

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
        {pro && <PlanBadge name="Pro" />}
      </span>
      {children}
    </div>
  );
}
