import { exportPreferences } from "@/features/account/server/data";
import { exportAffiliate } from "@/features/affiliate/server/data";
import { exportProfile } from "@/features/auth/server/data";
import { exportBilling } from "@/features/billing/server/data";
import { exportChat } from "@/features/chat/server/data";
import { listSavedScreens } from "@/features/screener/server/data";
import { exportWatchlists } from "@/features/watchlist/server/data";
import type { Database } from "@/server/db/create-database";

/** One feature's part of a person's data export, under its key. */
export type AccountDataExporter = (db: Database, userId: string) => Promise<unknown>;

/**
 * Every feature's part of "Export my data" (docs/product.md#accounts-and-mail), gathered here as
 * root.ts gathers the routers and guest-row-movers.ts the guest merge: the account feature writes
 * the file without knowing the features. A feature that keeps a person's data adds its part here.
 */
export const accountDataExporters: Readonly<Record<string, AccountDataExporter>> = {
  profile: exportProfile,
  preferences: exportPreferences,
  savedScreens: listSavedScreens,
  watchlists: exportWatchlists,
  billing: exportBilling,
  chat: exportChat,
  affiliate: exportAffiliate,
};
