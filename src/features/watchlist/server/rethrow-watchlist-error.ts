import "server-only";
import { TRPCError } from "@trpc/server";
import {
  WatchlistItemNotFoundError,
  WatchlistNameTakenError,
  WatchlistNotFoundError,
} from "./mutations";

/** Said alike for a list that is gone and one that is someone else's: the caller learns nothing of others. */
export const WATCHLIST_NOT_FOUND =
  "That watchlist does not exist. It may have been deleted in another tab or on another device.";

/** A link that never existed, was revoked, or whose list was deleted: all alike to whoever holds it. */
export const SHARED_LIST_NOT_FOUND =
  "This shared list is no longer available. Its owner may have stopped sharing it or deleted it.";

/**
 * For `.catch` on a watchlist write: the mutations' refusals become the caller's tRPC errors in
 * plain words (`name` is the list name the call asked for); anything else goes on unchanged.
 */
export function rethrowWatchlistError(name?: string) {
  return (error: unknown): never => {
    if (error instanceof WatchlistNotFoundError)
      throw new TRPCError({ code: "NOT_FOUND", message: WATCHLIST_NOT_FOUND });
    if (error instanceof WatchlistItemNotFoundError)
      throw new TRPCError({ code: "NOT_FOUND", message: error.message });
    if (error instanceof WatchlistNameTakenError)
      throw new TRPCError({
        code: "CONFLICT",
        message: name
          ? `You already have a list called “${name}”.`
          : "You already have a list by that name. Rename one of them first.",
      });
    throw error;
  };
}
