"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";

type Props = {
  planName: string;
  endsOn: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => Promise<unknown>;
};

/**
 * Cancelling asks first (docs/product.md#plans): what is lost and when, with keeping the plan as
 * the easy way out. The dialog closes once the cancellation is saved; a failure stays in it.
 */
export function CancelPlanDialog({ planName, endsOn, pending, error, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass({ variant: "secondary" })}>Cancel plan</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-950">
          <Dialog.Title className="text-lg font-semibold">Cancel {planName}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            You keep {planName} until {endsOn}, and you will not be charged again. After that your
            account moves to Free. You can resume any time before then.
          </Dialog.Description>
          {error && (
            <div className="mt-4">
              <ErrorNotice>{error}</ErrorNotice>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass({ variant: "secondary" })}>
              Keep {planName}
            </Dialog.Close>
            <button
              type="button"
              disabled={pending}
              onClick={() =>
                void onConfirm().then(
                  () => setOpen(false),
                  () => undefined,
                )
              }
              className={buttonClass()}
            >
              {pending ? "Cancelling…" : "Cancel at period end"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
