"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { buttonClass } from "@/components/ui/button-class";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { useAppSession } from "@/lib/session/session-context";
import { askToConfirmSignOut } from "@/lib/session/sign-out-confirmation";

const close = () => askToConfirmSignOut(0);

/** The question SignOutConfirmation asks, open while `waiting` edits are in question (0: closed). */
export function SignOutDialog({ waiting }: { waiting: number }) {
  const { signOut } = useAppSession();
  const edits = waiting === 1 ? "1 edit" : `${waiting} edits`;
  return (
    <Dialog.Root open={waiting > 0} onOpenChange={(open) => !open && close()}>
      <DialogPanel width="w-[min(28rem,calc(100vw-2rem))]">
        <Dialog.Title className="text-lg font-semibold">Sign out and lose {edits}?</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
          You made {edits} to your watchlists while Marketdesk could not be reached. They are kept
          on this device until the connection returns; signing out now deletes them.
        </Dialog.Description>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => void signOut({ dropWaitingEdits: true })}
            className={buttonClass({ variant: "secondary" })}
          >
            Sign out and lose them
          </button>
          <Dialog.Close className={buttonClass()}>Stay signed in</Dialog.Close>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
