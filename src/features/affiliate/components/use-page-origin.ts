import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/** This page's origin ("https://marketdesk.example"), the one a shared link must carry; null in the server's render. */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => null,
  );
}
