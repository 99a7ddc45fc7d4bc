/**
 * What a query or mutation may say about itself through `meta`, typed for the whole app by
 * TanStack's `Register` interface.
 * @see https://tanstack.com/query/v5/docs/framework/react/typescript#registering-global-meta
 */
export type AppQueryMeta = {
  /** The failure is shown in place (a form, the connectivity badge), not as a toast. */
  silentErrors?: boolean;
  /**
   * `false`: never written to the persisted cache. `{ latest: n }`: only the n most recently
   * answered inputs of this procedure are (docs/behaviour.md#offline-cache).
   */
  persist?: false | PersistLatest;
};

/**
 * An admin console's read: the operator acts on what it shows, so it is read anew on every visit
 * and reload, never restored from the device, and a failure is shown in the console, not as a
 * toast (docs/behaviour.md#offline-cache).
 */
export const ADMIN_READ_META = {
  silentErrors: true,
  persist: false,
} as const satisfies AppQueryMeta;

/** Keeps the persisted cache small where a procedure is asked with many inputs (every screen a person tries). */
export type PersistLatest = { latest: number };

export type AppMutationMeta = {
  silentErrors?: boolean;
  /**
   * An edit kept on the device while the server cannot be reached, and sent when it answers again
   * (docs/behaviour.md#offline-edits): it pauses instead of failing, and a paused one is persisted.
   */
  queueWhileOffline?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}
