import type { AccountDataExporters } from "@/features/account/server/account-data-exporter";
import { exportPreferences } from "@/features/account/server/data";
import { exportAffiliate } from "@/features/affiliate/server/data";
import { exportAlerts } from "@/features/alerts/server/data/export-alerts";
import { exportProfile } from "@/features/auth/server/data";
import { exportBilling } from "@/features/billing/server/data";
import { exportChat } from "@/features/chat/server/data";
import { listSavedScreens } from "@/features/screener/server/data";
import { exportWatchlists } from "@/features/watchlist/server/data";

/**
 * Every feature's part of "Export my data" (docs/product.md#accounts-and-mail), gathered here as
 * guest-row-movers.ts gathers the guest merge; root.ts hands them to the account router, which
 * writes the file without knowing the features (docs/architecture.md#layers). A feature that keeps a person's data adds its part here.
 */
export const accountDataExporters: AccountDataExporters = {
  profile: exportProfile,
  preferences: exportPreferences,
  savedScreens: listSavedScreens,
  watchlists: exportWatchlists,
  billing: exportBilling,
  chat: exportChat,
  affiliate: exportAffiliate,
  alerts: exportAlerts,
};
