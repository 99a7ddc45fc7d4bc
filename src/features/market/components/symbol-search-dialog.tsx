"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import type { RefObject } from "react";
import { SymbolSearch } from "./symbol-search";

type SymbolSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The search as a full-width panel at the top of the screen, where the on-screen keyboard leaves it
 * visible (docs/product.md#search): for phones and narrow windows, whose header has no room for the
 * field. Loaded when first opened (symbol-search-button.tsx), so pages do not carry the dialog's
 * code for a search most visits never open; closing returns focus to the button that opened it.
 */
export function SymbolSearchDialog({ open, onOpenChange, returnFocusTo }: SymbolSearchDialogProps) {
  const router = useRouter();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto border-b border-slate-200 bg-white px-4 pt-3 pb-2 shadow-xl dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="mx-auto flex max-w-2xl items-start gap-2">
            <Dialog.Title className="sr-only">Search symbols</Dialog.Title>
            <div className="min-w-0 flex-1">
              <SymbolSearch
                label="Search symbols"
                placement="inline"
                autoFocus
                onCommand={() => onOpenChange(false)}
                onSelect={(choice) => {
                  onOpenChange(false);
                  router.push(`/stocks/${encodeURIComponent(choice.symbol)}`);
                }}
              />
            </div>
            <Dialog.Close className="text-brand-700 focus-visible:outline-brand-500 dark:text-brand-500 h-9 shrink-0 rounded-md px-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800">
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
