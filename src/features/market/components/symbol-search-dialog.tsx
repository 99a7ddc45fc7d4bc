"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { SymbolSearch } from "./symbol-search";

type SymbolSearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; triggerClassName: string };

/**
 * Symbol search where the header has no room for the field (phones, narrow windows): an icon button
 * that opens the search as a full-width panel at the top of the screen, where the on-screen keyboard
 * leaves it visible (docs/product.md#search).
 */
export function SymbolSearchDialog({ open, onOpenChange, triggerClassName }: SymbolSearchDialogProps) {
  const router = useRouter();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName} aria-label="Search symbols" title="Search symbols (/)">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto border-b border-slate-200 bg-white px-4 pt-3 pb-2 shadow-xl dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="mx-auto flex max-w-2xl items-start gap-2">
            <Dialog.Title className="sr-only">Search symbols</Dialog.Title>
            <div className="min-w-0 flex-1">
              <SymbolSearch
                label="Search symbols"
                placement="inline"
                autoFocus
                onSelect={(choice) => {
                  onOpenChange(false);
                  router.push(`/stocks/${encodeURIComponent(choice.symbol)}`);
                }}
              />
            </div>
            <Dialog.Close className="h-9 shrink-0 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-500 dark:hover:bg-slate-800">
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
