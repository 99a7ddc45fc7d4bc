import { moveGuestRows as movePreferences } from "@/features/account/server/mutations";
import { moveGuestRows as moveAlerts } from "@/features/alerts/server/mutations/move-guest-rows";
import type { GuestRowMover } from "@/features/auth/server";
import { moveGuestRows as moveSavedScreens } from "@/features/screener/server/mutations";
import { moveGuestRows as moveWatchlists } from "@/features/watchlist/server/mutations";

/**
 * Every feature whose rows a guest can own, gathered here as root.ts gathers the routers
 * (docs/architecture.md#layers); create-app-auth-options.ts hands the list to auth, which runs them
 * all in one transaction when a guest logs in to an account (docs/behaviour.md#sessions). A feature
 * that lets guests own rows adds its `moveGuestRows` here.
 */
export const guestRowMovers: readonly GuestRowMover[] = [
  movePreferences,
  moveSavedScreens,
  moveWatchlists,
  moveAlerts,
];
