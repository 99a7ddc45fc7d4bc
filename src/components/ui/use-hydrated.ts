import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * False in the server's render and while React hydrates it, true from then on: whether this part
 * of the page now answers input. A change made in server-rendered fields before that is lost.
 * @see https://react.dev/reference/react/useSyncExternalStore#adding-support-for-server-rendering
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
