import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { listWatchlists } from "@/features/watchlist/server";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { pageDirection } from "@/lib/validation/page-direction";
import { createTRPCRouter, publicProcedure, userProcedure } from "@/server/api/trpc";
import { getClientIp } from "@/server/auth/client-ip";
import type { RequestSession } from "@/types/session-user";
import {
  eventSeq,
  messageBody,
  messageId,
  reasonInput,
  roomInput,
  sentimentInput,
} from "../chat-inputs";
import { SENTIMENT_ACCOUNT_AGE_MS } from "../message-limits";
import { type ChatRateLimits, getChatRateLimits } from "./chat-rate-limits";
import {
  countRecentMessages,
  isOpenRoom,
  listEventsAfter,
  listMutedIds,
  listOwnCalls,
  listRoomHistory,
  listTrendingRooms,
  readRoomStats,
} from "./data";
import { deleteChatMessage, editChatMessage } from "./edit-chat-message";
import { createModerationRouter } from "./moderation-router";
import { addMute, removeMute } from "./mutations";
import { postChatMessage, ROOM_NOT_FOUND } from "./post-chat-message";
import { readPostingStatus } from "./read-posting-status";
import { reportChatMessage } from "./report-chat-message";
import { viewChatEvent } from "./view-chat-event";

/** A page of history; and the most events one polling call returns (further behind, the reader reloads). */
const HISTORY_PAGE = 30;
const EVENTS_PAGE = 200;
const TRENDING_ROOMS = 12;
const WATCHED_ROOMS = 50;
/** The most calls on one symbol marked on its chart: the latest, far more than a range shows apart. */
const OWN_CALLS = 200;

const isModerator = (session: RequestSession) => session?.user.type === "admin";

async function assertOpenRoom(db: Parameters<typeof isOpenRoom>[0], room: string) {
  if (!(await isOpenRoom(db, room)))
    throw new TRPCError({ code: "NOT_FOUND", message: ROOM_NOT_FOUND });
}

type ChatRouterDeps = { getRateLimits?: () => ChatRateLimits; now?: () => Date };

/**
 * Chat (docs/product.md#chat): anyone reads, a registered person with a confirmed email posts.
 * Every write checks the session here on the server; hidden messages reach moderators only.
 */
export function createChatRouter({
  getRateLimits = getChatRateLimits,
  now = () => new Date(),
}: ChatRouterDeps = {}) {
  return createTRPCRouter({
    /** The directory of /chat: the busiest rooms of the last 24 hours, and the rooms of the person's watched symbols. */
    rooms: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => {
      const at = now();
      const trending = await listTrendingRooms(ctx.db, { now: at, limit: TRENDING_ROOMS });
      const lists = ctx.session ? await listWatchlists(ctx.db, ctx.session.user.id) : [];
      const watchedSymbols = [...new Set(lists.flatMap((list) => list.symbols))].slice(
        0,
        WATCHED_ROOMS,
      );
      const counts = await countRecentMessages(ctx.db, { rooms: watchedSymbols, now: at });
      return {
        trending,
        watched: watchedSymbols.map((room) => ({ room, messages: counts.get(room) ?? 0 })),
      };
    }),

    /** A page of a room's history, newest first; `seq` is where the live stream takes over. */
    history: publicProcedure
      .meta({ access: "anyone" })
      .input(
        z
          .object({ room: roomInput, cursor: messageId.nullish(), direction: pageDirection })
          .strict(),
      )
      .query(async ({ ctx, input }) => {
        await assertOpenRoom(ctx.db, input.room);
        return listRoomHistory(ctx.db, {
          room: input.room,
          before: input.cursor ?? null,
          limit: HISTORY_PAGE,
          includeHidden: isModerator(ctx.session),
        });
      }),

    /** What happened in a room after event `after`: the fallback when a stream cannot be opened. */
    events: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ room: roomInput, after: eventSeq }).strict())
      .query(async ({ ctx, input }) => {
        await assertOpenRoom(ctx.db, input.room);
        const { events, more } = await listEventsAfter(ctx.db, {
          room: input.room,
          afterSeq: input.after,
          limit: EVENTS_PAGE,
        });
        return {
          events: events.map((event) => viewChatEvent(event, isModerator(ctx.session))),
          more,
        };
      }),

    /** The room's bullish/bearish split over 24 hours and its messages per day over 7. */
    stats: publicProcedure
      .meta({ access: "anyone" })
      .input(z.object({ room: roomInput }).strict())
      .query(async ({ ctx, input }) => {
        await assertOpenRoom(ctx.db, input.room);
        return readRoomStats(ctx.db, {
          room: input.room,
          now: now(),
          minAccountAgeMs: SENTIMENT_ACCOUNT_AGE_MS,
        });
      }),

    /** Whether the reader may post, or why not and until when. */
    postingStatus: publicProcedure.meta({ access: "anyone" }).query(async ({ ctx }) => {
      const status = await readPostingStatus(ctx.db, ctx.session, now());
      return status.canPost ? { canPost: true as const } : status;
    }),

    post: userProcedure
      .meta({ access: "registered" })
      .input(
        z
          .object({
            room: roomInput,
            body: messageBody,
            sentiment: sentimentInput.default(null),
            replyToId: messageId.nullable().default(null),
          })
          .strict(),
      )
      .mutation(({ ctx, input }) =>
        postChatMessage(
          {
            db: ctx.db,
            session: ctx.session,
            ip: getClientIp(ctx.headers),
            now: now(),
            rateLimits: getRateLimits(),
          },
          input,
        ),
      ),

    edit: userProcedure
      .meta({ access: "registered" })
      .input(z.object({ id: messageId, body: messageBody }).strict())
      .mutation(({ ctx, input }) =>
        editChatMessage({ db: ctx.db, session: ctx.session, now: now() }, input),
      ),

    delete: userProcedure
      .meta({ access: "registered" })
      .input(z.object({ id: messageId }).strict())
      .mutation(({ ctx, input }) =>
        deleteChatMessage({ db: ctx.db, session: ctx.session, now: now() }, input),
      ),

    report: userProcedure
      .meta({ access: "registered" })
      .input(z.object({ id: messageId, reason: reasonInput.nullable().default(null) }).strict())
      .mutation(({ ctx, input }) =>
        reportChatMessage({ db: ctx.db, reporterId: ctx.user.id, now: now() }, input),
      ),

    /** The people the reader muted: their messages collapse for the reader alone. */
    mutes: userProcedure
      .meta({ access: "registered" })
      .query(async ({ ctx }) => ({ userIds: await listMutedIds(ctx.db, ctx.user.id) })),

    mute: userProcedure
      .meta({ access: "registered" })
      .input(
        z.object({ userId: z.uuid("That is not a person's id."), muted: z.boolean() }).strict(),
      )
      .mutation(async ({ ctx, input }) => {
        if (input.userId === ctx.user.id)
          throw new TRPCError({ code: "BAD_REQUEST", message: "You cannot mute yourself." });
        if (!input.muted) await removeMute(ctx.db, ctx.user.id, input.userId);
        else if (!(await addMute(ctx.db, ctx.user.id, input.userId)))
          throw new TRPCError({ code: "NOT_FOUND", message: "That person is not here any more." });
        return { userId: input.userId, muted: input.muted };
      }),

    /**
     * The reader's own calls on a symbol, newest first, for its chart's markers
     * (docs/product.md#stock-page-chart). A registered person's, like posting: a visitor or guest
     * has posted none and is refused, so the page does not ask for them.
     */
    myCalls: userProcedure
      .meta({ access: "registered" })
      .input(z.object({ symbol: symbolInput }).strict())
      .query(async ({ ctx, input }) => ({
        calls: await listOwnCalls(ctx.db, {
          authorId: ctx.user.id,
          symbol: input.symbol,
          limit: OWN_CALLS,
        }),
      })),

    moderation: createModerationRouter({ now }),
  });
}

export const chatRouter = createChatRouter();
