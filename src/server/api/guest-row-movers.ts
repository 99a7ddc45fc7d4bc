import { moveGuestRows as movePreferences } from "@/features/account/server/mutations";
import { moveGuestRows as moveSavedScreens } from "@/features/screener/server/mutations";
import { moveGuestRows as moveWatchlists } from "@/features/watchlist/server/mutations";
import type { DatabaseTransaction } from "@/server/db/create-database";

/** Moves one feature's rows from a guest to an account, inside the merge's transaction. */
export type GuestRowMover = (
  tx: DatabaseTransaction,
  guestId: string,
  accountId: string,
) => Promise<void>;

/**
 * Every feature whose rows a guest can own, gathered here as root.ts gathers the routers
 * (docs/architecture.md#layers): auth runs them all in one transaction when a guest logs in to an
 * account (docs/behaviour.md#sessions), without importing the features. A feature that lets guests
 * own rows adds its `moveGuestRows` here.
 */
export const guestRowMovers: readonly GuestRowMover[] = [
  movePreferences,
  moveSavedScreens,
  moveWatchlists,
];
