import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};

/**
 * The token of a mailed link, which rides in the address's fragment (`#token=…`, never sent to the
 * server; docs/architecture.md#mail). `undefined` until the page runs in the browser, then the
 * token or null when the address has none.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.hash.slice(1)).get("token"),
    () => undefined,
  );
}
