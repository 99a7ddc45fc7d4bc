/**
 * The toasts on screen, outside React so that the query cache (created outside any component)
 * can raise them. Components read it through `useSyncExternalStore`.
 */
/** `action` links somewhere; `undo` takes back what the toast reports (a deleted list), while it shows. */
export type Toast = { id: number; title: string; description: string; tone: "error" | "info"; action?: { label: string; href: string }; undo?: () => void };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, "id">): void {
  // The same message twice in a row (a batch of failing queries) shows once.
  if (toasts.some((t) => t.title === toast.title && t.description === toast.description)) return;
  toasts = [...toasts, { ...toast, id: nextId++ }].slice(-3);
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}
