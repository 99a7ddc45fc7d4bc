import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";

/** The card a dropdown menu opens: portalled, aligned to its trigger's end, 6 px below it. */
export function MenuPanel({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
