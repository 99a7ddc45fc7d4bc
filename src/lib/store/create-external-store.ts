/** A value kept outside React, read by components through `useSyncExternalStore`. */
export type ExternalStore<T> = {
  get: () => T;
  /** Replaces the value (a new one, never the old one changed, or React sees no change) and tells every subscriber. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * For state that code outside any component raises (the query and mutation caches, the session's
 * sign-out) and a component shows: the toasts, the offline edits' outcomes, the sign-out question.
 * @see https://react.dev/reference/react/useSyncExternalStore
 */
export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
