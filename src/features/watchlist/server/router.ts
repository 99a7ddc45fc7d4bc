import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ensureGuestRow } from "@/features/auth/server";
import {
  assertWithinPlanLimit,
  type Entitlements,
  getEntitlements,
} from "@/features/billing/server";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { createTRPCRouter, publicProcedure, sessionProcedure } from "@/server/api/trpc";
import type { Database } from "@/server/db/create-database";
import { classifyImport } from "../classify-import";
import {
  editId,
  noteInput,
  shareToken,
  symbolsInput,
  targetPriceInput,
  watchlistId,
  watchlistName,
} from "../watchlist-inputs";
import {
  findOwnedWatchlist,
  findSharedWatchlist,
  getSharedWatchlist,
  getWatchlist,
  listWatchlists,
} from "./data";
import { readImportKnowledge } from "./data/read-import-knowledge";
import {
  addSymbols,
  copySharedWatchlist,
  createWatchlist,
  deleteWatchlist,
  ensureDefaultWatchlist,
  moveSymbol,
  removeSymbol,
  renameWatchlist,
  restoreWatchlist,
  setDefaultWatchlist,
  shareWatchlist,
  unshareWatchlist,
  updateItem,
  WatchlistNotFoundError,
} from "./mutations";
import {
  rethrowWatchlistError,
  SHARED_LIST_NOT_FOUND,
  WATCHLIST_NOT_FOUND,
} from "./rethrow-watchlist-error";

/** The name a person's first list gets when they add a symbol before making any. */
const FIRST_LIST_NAME = "My watchlist";

/**
 * Before a person's first list can be written: a guest's row exists from their first save on
 * (guests are rows only once they keep something), and the plan says how much they may keep.
 */
async function prepareOwner(
  db: Database,
  user: { id: string; type: string },
): Promise<Entitlements> {
  if (user.type === "guest") await ensureGuestRow(db, user.id);
  return getEntitlements(db, user.id);
}

/** The list an addition without a list id goes to: the default one, made for a person who has none (after prepareOwner). */
async function ensureDefault(
  db: Database,
  userId: string,
  entitlements: Entitlements,
): Promise<string> {
  const list = await ensureDefaultWatchlist(db, userId, FIRST_LIST_NAME, (held) =>
    assertWithinPlanLimit("watchlists", held, entitlements),
  ).catch(rethrowWatchlistError(FIRST_LIST_NAME));
  return list.id;
}

/** The plan's symbols per list, and its refusal past them, for addSymbols. */
const symbolRoom = (entitlements: Entitlements) => ({
  limit: entitlements.limits.symbolsPerList,
  refuse: (held: number) => assertWithinPlanLimit("symbolsPerList", held, entitlements),
});

const ownListProcedure = sessionProcedure.meta({ access: "session", owns: "watchlist" });
const editInput = z.object({ id: watchlistId, editId }).strict();

/**
 * Watchlists (docs/product.md#watchlists): a guest session or an account owns them, and only the
 * owner reads or changes one; another person's list id is NOT_FOUND, never its data. Every list
 * and item change goes through the plan-limit check and the list's row lock (mutations/).
 */
export const watchlistRouter = createTRPCRouter({
  /** The person's lists with their symbols, oldest first. */
  lists: sessionProcedure
    .meta({ access: "session" })
    .query(({ ctx }) => listWatchlists(ctx.db, ctx.session.user.id)),

  /** One list with its quote columns. */
  get: ownListProcedure
    .input(z.object({ id: watchlistId }).strict())
    .query(async ({ ctx, input }) => {
      const list = await getWatchlist(ctx.db, ctx.session.user.id, input.id);
      if (!list) throw new TRPCError({ code: "NOT_FOUND", message: WATCHLIST_NOT_FOUND });
      return list;
    }),

  create: sessionProcedure
    .meta({ access: "session" })
    .input(z.object({ name: watchlistName }).strict())
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      const entitlements = await prepareOwner(ctx.db, ctx.session.user);
      return createWatchlist(ctx.db, userId, input.name, (held) =>
        assertWithinPlanLimit("watchlists", held, entitlements),
      ).catch(rethrowWatchlistError(input.name));
    }),

  rename: ownListProcedure
    .input(z.object({ id: watchlistId, name: watchlistName }).strict())
    .mutation(({ ctx, input }) =>
      renameWatchlist(ctx.db, ctx.session.user.id, input.id, input.name).catch(
        rethrowWatchlistError(input.name),
      ),
    ),

  setDefault: ownListProcedure
    .input(z.object({ id: watchlistId }).strict())
    .mutation(({ ctx, input }) =>
      setDefaultWatchlist(ctx.db, ctx.session.user.id, input.id).catch(rethrowWatchlistError()),
    ),

  /** Deletes a list; `restore` brings it back for a few minutes ("Undo"). */
  delete: ownListProcedure
    .input(z.object({ id: watchlistId }).strict())
    .mutation(({ ctx, input }) =>
      deleteWatchlist(ctx.db, ctx.session.user.id, input.id).catch(rethrowWatchlistError()),
    ),

  restore: ownListProcedure
    .input(z.object({ id: watchlistId }).strict())
    .mutation(async ({ ctx, input }) => {
      const entitlements = await getEntitlements(ctx.db, ctx.session.user.id);
      return restoreWatchlist(ctx.db, ctx.session.user.id, input.id, (held) =>
        assertWithinPlanLimit("watchlists", held, entitlements),
      ).catch(rethrowWatchlistError());
    }),

  /**
   * Adds symbols at the end of a list (to the default one without an id, made as "My watchlist"
   * when the person has none). Unlisted symbols come back in `unknown`; ones already there in `already`.
   */
  addSymbols: sessionProcedure
    .meta({ access: "session", owns: "watchlist" })
    .input(z.object({ id: watchlistId.optional(), symbols: symbolsInput, editId }).strict())
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      // A list id names a list the person already has; without one, their first may be made here.
      const entitlements = input.id
        ? await getEntitlements(ctx.db, userId)
        : await prepareOwner(ctx.db, ctx.session.user);
      const id = input.id ?? (await ensureDefault(ctx.db, userId, entitlements));
      const result = await addSymbols(
        ctx.db,
        { userId, watchlistId: id, editId: input.editId },
        [...new Set(input.symbols)],
        symbolRoom(entitlements),
      ).catch(rethrowWatchlistError());
      return { id, ...result };
    }),

  /** What `addSymbols` would do with these symbols now, without doing it: the import dialog's preview. */
  previewImport: ownListProcedure
    .input(z.object({ id: watchlistId, symbols: symbolsInput }).strict())
    .query(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      if (!(await findOwnedWatchlist(ctx.db, userId, input.id)))
        throw new TRPCError({ code: "NOT_FOUND", message: WATCHLIST_NOT_FOUND });
      const symbols = [...new Set(input.symbols)];
      const { limit } = symbolRoom(await getEntitlements(ctx.db, userId));
      return classifyImport(symbols, await readImportKnowledge(ctx.db, input.id, symbols, limit));
    }),

  removeSymbol: ownListProcedure
    .input(editInput.extend({ symbol: symbolInput }))
    .mutation(({ ctx, input }) =>
      removeSymbol(
        ctx.db,
        { userId: ctx.session.user.id, watchlistId: input.id, editId: input.editId },
        input.symbol,
      ).catch(rethrowWatchlistError()),
    ),

  /** Moves a symbol to a position (0 is the top); the others keep their order. */
  moveSymbol: ownListProcedure
    .input(
      editInput.extend({
        symbol: symbolInput,
        toIndex: z
          .number()
          .int("Give a whole position.")
          .min(0, "Positions start at 0.")
          .max(100_000, "That position is past the end of any list."),
      }),
    )
    .mutation(({ ctx, input }) =>
      moveSymbol(
        ctx.db,
        { userId: ctx.session.user.id, watchlistId: input.id, editId: input.editId },
        input.symbol,
        input.toIndex,
      ).catch(rethrowWatchlistError()),
    ),

  /** Turns on the list's read-only link (or answers the one it has): `/watchlists/shared/<token>`. */
  share: ownListProcedure
    .input(z.object({ id: watchlistId }).strict())
    .mutation(async ({ ctx, input }) => ({
      token: await shareWatchlist(ctx.db, ctx.session.user.id, input.id).catch(
        rethrowWatchlistError(),
      ),
    })),

  /** Revokes the link; sharing again makes a new one. */
  unshare: ownListProcedure
    .input(z.object({ id: watchlistId }).strict())
    .mutation(({ ctx, input }) =>
      unshareWatchlist(ctx.db, ctx.session.user.id, input.id).catch(rethrowWatchlistError()),
    ),

  /** A shared list as anyone with its link sees it, read-only. */
  shared: publicProcedure
    .meta({ access: "anyone" })
    .input(z.object({ token: shareToken }).strict())
    .query(async ({ ctx, input }) => {
      const list = await getSharedWatchlist(ctx.db, input.token);
      if (!list) throw new TRPCError({ code: "NOT_FOUND", message: SHARED_LIST_NOT_FOUND });
      return list;
    }),

  /** Copies a shared list into the caller's lists, within their plan's number of lists and symbols. */
  copyShared: sessionProcedure
    .meta({ access: "session" })
    .input(z.object({ token: shareToken }).strict())
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.session.user.id;
      // A link that leads nowhere writes nothing, not even a guest's first row.
      if (!(await findSharedWatchlist(ctx.db, input.token)))
        throw new TRPCError({ code: "NOT_FOUND", message: SHARED_LIST_NOT_FOUND });
      const entitlements = await prepareOwner(ctx.db, ctx.session.user);
      const assertRoom = (lists: number, symbols: number) => {
        assertWithinPlanLimit("watchlists", lists, entitlements);
        if (symbols > 0) assertWithinPlanLimit("symbolsPerList", symbols - 1, entitlements);
      };
      return copySharedWatchlist(ctx.db, userId, input.token, assertRoom).catch(
        (error: unknown) => {
          if (error instanceof WatchlistNotFoundError)
            throw new TRPCError({ code: "NOT_FOUND", message: SHARED_LIST_NOT_FOUND });
          throw error;
        },
      );
    }),

  /** Sets a symbol's note and target price (null clears one, an absent field stays). */
  updateItem: ownListProcedure
    .input(
      editInput
        .extend({
          symbol: symbolInput,
          note: noteInput.optional(),
          targetPrice: targetPriceInput.optional(),
        })
        .refine(
          (input) => input.note !== undefined || input.targetPrice !== undefined,
          "Give a note or a target price to change.",
        ),
    )
    .mutation(({ ctx, input }) => {
      const { id, editId: edit, symbol, ...fields } = input;
      return updateItem(
        ctx.db,
        { userId: ctx.session.user.id, watchlistId: id, editId: edit },
        symbol,
        fields,
      ).catch(rethrowWatchlistError());
    }),
});
