import { createExternalStore } from "@/lib/store/create-external-store";

/**
 * The toasts on screen, outside React so that the query cache (created outside any component)
 * can raise them. Components read it through `useSyncExternalStore`.
 */
/** `action` links somewhere; `undo` takes back what the toast reports (a deleted list), while it shows. */
export type Toast = {
  id: number;
  title: string;
  description: string;
  tone: "error" | "info";
  action?: { label: string; href: string };
  undo?: () => void;
};

const toasts = createExternalStore<Toast[]>([]);
let nextId = 1;

export function showToast(toast: Omit<Toast, "id">): void {
  // The same message twice in a row (a batch of failing queries) shows once.
  if (toasts.get().some((t) => t.title === toast.title && t.description === toast.description))
    return;
  toasts.set([...toasts.get(), { ...toast, id: nextId++ }].slice(-3));
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((t) => t.id !== id));
}

export const subscribeToToasts = toasts.subscribe;
export const getToasts = toasts.get;
