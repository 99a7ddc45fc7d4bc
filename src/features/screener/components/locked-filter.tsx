"use client";

import { cheapestPlan } from "@/features/billing";
import { UpgradePopover } from "@/features/billing/components";
import { FilterField } from "./filter-field";
import { LockIcon } from "./lock-icon";
import { technicalUpgradeText } from "./technical-upgrade-text";

type Props = { label: string; face: string };

/**
 * A filter the plan does not include (docs/product.md#screener): still shown, with a lock, so
 * people see what a plan adds. Choosing it opens the one upsell instead of changing the screen,
 * so the current results stay.
 */
export function LockedFilter({ label, face }: Props) {
  const plan = cheapestPlan((candidate) => candidate.features.includes("technical_filters"));
  return (
    <FilterField label={label} pro>
      <UpgradePopover
        planId={plan?.id ?? "pro"}
        trigger={
          <button
            type="button"
            aria-label={`${label}: ${face}, locked`}
            className="focus-visible:outline-brand-500 aria-expanded:border-brand-500 flex w-full items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-left text-sm text-slate-600 focus-visible:outline-2 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
          >
            <span className="min-w-0 flex-1 truncate">{face}</span>
            <LockIcon />
          </button>
        }
      >
        <p className="flex items-center gap-2 font-semibold">
          <LockIcon />
          {technicalUpgradeText()}
        </p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          The presets that use them, such as Overbought and Unusual volume, are free.
        </p>
      </UpgradePopover>
    </FilterField>
  );
}
