"use client";

import * as Popover from "@radix-ui/react-popover";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { PopoverPanel } from "@/components/ui/popover-panel";
import { FilterField } from "./filter-field";
import { LockIcon } from "./lock-icon";
import { technicalUpgradeText } from "./technical-upgrade-text";

type Props = { label: string; face: string };

/**
 * A filter the plan does not include (docs/product.md#screener): still shown, with a lock, so
 * people see what a plan adds. Choosing it opens a note on the plan instead of changing the screen,
 * so the current results stay.
 */
export function LockedFilter({ label, face }: Props) {
  return (
    <FilterField label={label} pro>
      <Popover.Root>
        <Popover.Trigger
          aria-label={`${label}: ${face}, locked`}
          className="focus-visible:outline-brand-500 aria-expanded:border-brand-500 flex w-full items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-left text-sm text-slate-600 focus-visible:outline-2 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
        >
          <span className="min-w-0 flex-1 truncate">{face}</span>
          <LockIcon />
        </Popover.Trigger>
        <PopoverPanel align="start" width="w-[min(18rem,calc(100vw-2rem))]" padding="p-4">
          <p className="flex items-center gap-2 font-semibold">
            <LockIcon />
            {technicalUpgradeText()}
          </p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The presets that use them, such as Overbought and Unusual volume, are free.
          </p>
          <div className="mt-3 flex items-center gap-3">
            <Link href="/pricing" className={buttonClass({ size: "sm" })}>
              See plans
            </Link>
            <Popover.Close className="rounded px-2 py-1.5 font-semibold text-slate-600 hover:underline dark:text-slate-400">
              Not now
            </Popover.Close>
          </div>
          <Popover.Arrow className="fill-white dark:fill-slate-900" />
        </PopoverPanel>
      </Popover.Root>
    </FilterField>
  );
}
