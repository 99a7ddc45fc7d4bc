import "server-only";
import { TRPCError } from "@trpc/server";
import { assertWithinPlanLimit, type Entitlements } from "@/features/billing/server";
import type { AlertDraft } from "../alert-inputs";
import type { AlertTargets } from "./read-alert-targets";

/**
 * What an alert watches is there and the person's own (docs/alerts.md#creating-and-managing-alerts):
 * a listed symbol, one of their watchlists within the plan's symbols for a watchlist alert, one of
 * their saved screens. Another person's list or screen is NOT_FOUND, as if it did not exist.
 */
export function assertAlertTarget(
  draft: Pick<AlertDraft, "symbol" | "watchlistId" | "savedScreenId">,
  targets: AlertTargets,
  listed: ReadonlySet<string>,
  entitlements: Entitlements,
): void {
  if (draft.symbol !== null && !listed.has(draft.symbol))
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `${draft.symbol} is not a listed symbol.`,
    });
  if (draft.watchlistId !== null) {
    const list = targets.watchlists.find((candidate) => candidate.id === draft.watchlistId);
    if (!list)
      throw new TRPCError({ code: "NOT_FOUND", message: "That watchlist does not exist." });
    if (list.symbols.length > 0)
      assertWithinPlanLimit("symbolsPerWatchlistAlert", list.symbols.length - 1, entitlements);
  }
  if (
    draft.savedScreenId !== null &&
    !targets.screens.some((screen) => screen.id === draft.savedScreenId)
  )
    throw new TRPCError({ code: "NOT_FOUND", message: "That saved screen does not exist." });
}
