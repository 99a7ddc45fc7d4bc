"use client";

import * as Popover from "@radix-ui/react-popover";
import type { ReactElement, ReactNode } from "react";
import { PopoverPanel } from "@/components/ui/popover-panel";
import { UpgradePrompt } from "./upgrade-prompt";

type Props = {
  planId: string;
  /** The locked control; choosing it opens the prompt and sends nothing to the server. */
  trigger: ReactElement;
  children: ReactNode;
};

/**
 * A locked control (a filter, an export) and the one upsell it opens, the same for every locked
 * thing: the page stays as it was, Escape or "Not now" closes it and focus returns to the control.
 */
export function UpgradePopover({ planId, trigger, children }: Props) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <PopoverPanel align="start" width="w-[min(18rem,calc(100vw-2rem))]" padding="p-4">
        <UpgradePrompt
          planId={planId}
          actions={
            <Popover.Close className="rounded px-2 py-1.5 font-semibold text-slate-600 hover:underline dark:text-slate-400">
              Not now
            </Popover.Close>
          }
        >
          {children}
        </UpgradePrompt>
        <Popover.Arrow className="fill-white dark:fill-slate-900" />
      </PopoverPanel>
    </Popover.Root>
  );
}
