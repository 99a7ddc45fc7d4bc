import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** True once a part of the page that asks has hydrated: from then on a part that mounts is no hydration. */
let pageHydrated = false;
const subscribeToNothing = () => () => undefined;
const readPageHydrated = () => pageHydrated;
const readServerSnapshot = () => false;

/**
 * False in the server's render and while React hydrates it, true from then on: whether this part
 * of the page now answers input. A change made in server-rendered fields before that is lost.
 *
 * The switch to true after hydration is a transition, which React renders in slices between other
 * work. A store whose client value differs from its server value would re-render the whole part at
 * once after hydration instead, one long task on a phone (docs/decisions.md#shell). The store here
 * only tells a part mounted once another part has hydrated (a dialog, a move between screens) to
 * start true: while a part hydrates React reads the server's false, and as long as `pageHydrated`
 * is still false when that part commits, React finds the store unchanged and schedules nothing. A
 * part mounted before any other has hydrated starts false, as a hydrating one does.
 * @see https://react.dev/reference/react/useSyncExternalStore#adding-support-for-server-rendering
 * @see https://react.dev/reference/react/startTransition
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(
    subscribeToNothing,
    readPageHydrated,
    readServerSnapshot,
  );
  const [hydrated, setHydrated] = useState(mountedAfterHydration);
  useEffect(() => {
    if (hydrated) pageHydrated = true;
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated || mountedAfterHydration;
}
