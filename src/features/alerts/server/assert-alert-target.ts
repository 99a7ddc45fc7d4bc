import "server-only";
import { TRPCError } from "@trpc/server";
import { assertWithinPlanLimit, type Entitlements } from "@/features/billing/server";
import { GENERAL_ROOM } from "@/features/chat";
import type { AlertDraft } from "../alert-inputs";
import type { AlertTargets } from "./read-alert-targets";

/**
 * What an alert watches is there and the person's own (docs/alerts.md#creating-and-managing-alerts):
 * a listed symbol (or the general chat room, which the schema lets only room kinds name), one of
 * their watchlists within the plan's symbols for a watchlist alert, one of their saved screens,
 * one of their own chat calls (`ownCalls`, "messageId symbol", readOwnCalls). Another person's
 * list, screen or call is NOT_FOUND, as if it did not exist.
 */
export function assertAlertTarget(
  draft: Pick<AlertDraft, "kind" | "symbol" | "watchlistId" | "savedScreenId" | "params">,
  targets: AlertTargets,
  listed: ReadonlySet<string>,
  entitlements: Entitlements,
  ownCalls: ReadonlySet<string> = new Set(),
): void {
  if (
    draft.kind === "call_moved" &&
    !ownCalls.has(`${"messageId" in draft.params ? draft.params.messageId : ""} ${draft.symbol}`)
  )
    throw new TRPCError({ code: "NOT_FOUND", message: "That chat call is not one of yours." });
  if (draft.symbol !== null && draft.symbol !== GENERAL_ROOM && !listed.has(draft.symbol))
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
