"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { buttonClass } from "@/components/ui/button-class";
import { MenuPanel } from "@/components/ui/menu-panel";

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
      <MenuPanel>
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
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
