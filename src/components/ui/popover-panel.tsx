import * as Popover from "@radix-ui/react-popover";
import type { ReactNode } from "react";

/**
 * The card a popover opens: portalled above the page, 6 px from its trigger and kept 16 px inside
 * the viewport. Width and padding are the caller's (a list of lists wants less padding than a form).
 */
export function PopoverPanel({
  align,
  width,
  padding,
  children,
}: {
  align: "start" | "end";
  width: string;
  padding: string;
  children: ReactNode;
}) {
  return (
    <Popover.Portal>
      <Popover.Content
        align={align}
        sideOffset={6}
        collisionPadding={16}
        className={`z-50 ${width} rounded-lg border border-slate-200 bg-white ${padding} text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900`}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
