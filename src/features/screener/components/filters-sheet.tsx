"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";

type Props = { active: number; showLabel: string; children: ReactNode };

/** Where the filters stay inline; below it they open in this sheet. Tailwind's `md`. */
const INLINE_FILTERS = "(min-width: 48rem)";

/**
 * On a phone the results come first and the filters open in a sheet (docs/product.md#screener),
 * applying as you type like the inline ones; closing it shows the results.
 */
export function FiltersSheet({ active, showLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);

  // Turned to a wide screen, the filters are inline again and the sheet has no reason to stay.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(INLINE_FILTERS);
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`md:hidden ${buttonClass({ variant: "secondary", block: true })}`}
      >{`Filters${active ? ` (${active})` : ""}`}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          // Escape in an open choice list closes that list (it handles the key), not the whole sheet.
          onEscapeKeyDown={(event) =>
            contentRef.current?.querySelector('[aria-haspopup="dialog"][aria-expanded="true"]') &&
            event.preventDefault()
          }
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl border-t border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-base font-semibold">Filters</Dialog.Title>
            <Dialog.Close className="rounded px-2 py-1 text-sm font-semibold text-slate-600 hover:underline dark:text-slate-400">
              Close
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">{children}</div>
          <div className="border-t border-slate-200 p-4 dark:border-slate-800">
            <Dialog.Close className={buttonClass({ block: true })}>{showLabel}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
