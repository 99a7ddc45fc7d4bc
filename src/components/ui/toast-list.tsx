"use client";

import * as ToastPrimitive from "@radix-ui/react-toast";
import { buttonClass } from "@/components/ui/button-class";
import { dismissToast, type Toast } from "@/lib/toast/toast-store";

/** The toasts Toaster shows, with Radix Toast: announced to screen readers, swipe and Escape to dismiss. */
export function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <ToastPrimitive.Provider duration={6_000} swipeDirection="right">
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          type={toast.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className={`grid grid-cols-[1fr_auto] gap-x-3 rounded-lg border bg-white p-4 shadow-lg dark:bg-slate-900 ${
            toast.tone === "error"
              ? "border-red-300 dark:border-red-900"
              : "border-slate-200 dark:border-slate-700"
          }`}
        >
          <ToastPrimitive.Title className="text-sm font-semibold text-slate-900 dark:text-white">
            {toast.title}
          </ToastPrimitive.Title>
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="row-span-2 self-start rounded px-1 text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            ×
          </ToastPrimitive.Close>
          <ToastPrimitive.Description className="text-sm text-slate-600 dark:text-slate-300">
            {toast.description}
          </ToastPrimitive.Description>
          {toast.action && (
            <ToastPrimitive.Action altText={toast.action.label} asChild>
              <a href={toast.action.href} className={`mt-2 w-fit ${buttonClass({ size: "sm" })}`}>
                {toast.action.label}
              </a>
            </ToastPrimitive.Action>
          )}
          {toast.undo && (
            <ToastPrimitive.Action altText="Undo" asChild>
              <button
                type="button"
                onClick={toast.undo}
                className={`mt-2 w-fit ${buttonClass({ variant: "secondary", size: "sm" })}`}
              >
                Undo
              </button>
            </ToastPrimitive.Action>
          )}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
