import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * A centred modal card over a dimmed page, portalled. The width is the caller's; `scrolls` caps the
 * card at the viewport's height and scrolls it inside, for content that can outgrow a phone.
 */
export function DialogPanel({
  width,
  scrolls = false,
  children,
}: {
  width: string;
  scrolls?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
      <Dialog.Content
        className={`fixed top-1/2 left-1/2 z-50 ${scrolls ? "max-h-[calc(100dvh-2rem)] overflow-y-auto" : ""} ${width} -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-950`}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
