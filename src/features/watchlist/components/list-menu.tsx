"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { buttonClass } from "@/components/ui/button-class";

const itemClass =
  "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

type Props = {
  name: string;
  isDefault: boolean;
  onRename: () => void;
  onMakeDefault: () => void;
  onExport: (format: "text" | "csv") => void;
  onDelete: () => void;
};

/** What can be done to the open list as a whole. Deleting needs no confirmation: the toast's Undo brings it back. */
export function ListMenu({ name, isDefault, onRename, onMakeDefault, onExport, onDelete }: Props) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={`List options for ${name}`}
      >
        List options
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={itemClass} onSelect={onRename}>
            Rename
          </DropdownMenu.Item>
          {!isDefault && (
            <DropdownMenu.Item className={itemClass} onSelect={onMakeDefault}>
              Make default
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => onExport("text")}>
            Export as text
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onExport("csv")}>
            Export as CSV, with notes and targets
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={`${itemClass} text-red-700 dark:text-red-300`}
            onSelect={onDelete}
          >
            Delete list
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
