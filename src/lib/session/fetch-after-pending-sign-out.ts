import { finishPendingSignOut } from "./finish-pending-sign-out";
import { readPendingSignOut } from "./pending-sign-out";

/**
 * The `fetch` of the tab's server calls. While a sign-out done on this device is unconfirmed, the
 * cookie still names the person who signed out, yet the tab already acts for a visitor: a visitor's
 * query sent then would be answered with that person's data (their plan, their lists) and kept in
 * the visitor's cache on the device (docs/behaviour.md#sessions). So the server is told first, and
 * while the sign-out stays pending (no answer) the call fails as a call without network does.
 */
export function createFetchAfterPendingSignOut(baseFetch?: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (readPendingSignOut() !== null) {
      await finishPendingSignOut();
      if (readPendingSignOut() !== null)
        throw new TypeError(
          "Not sent: a sign-out on this device is not confirmed by the server yet",
        );
    }
    return (baseFetch ?? globalThis.fetch)(input, init); // read at call time: tests replace it
  };
}
