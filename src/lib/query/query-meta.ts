/**
 * What a query or mutation may say about itself through `meta`, typed for the whole app by
 * TanStack's `Register` interface.
 * @see https://tanstack.com/query/v5/docs/framework/react/typescript#registering-global-meta
 */
export type AppQueryMeta = {
  /** The failure is shown in place (a form, the connectivity badge), not as a toast. */
  silentErrors?: boolean;
  /** `false`: never written to the persisted cache (docs/behaviour.md#offline-cache). */
  persist?: false;
};

export type AppMutationMeta = { silentErrors?: boolean };

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}
