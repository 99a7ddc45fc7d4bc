import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { pageDirection } from "@/lib/validation/page-direction";
import { storableDate } from "@/lib/validation/storable-date";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { messageId, reasonInput, sanctionInput } from "../chat-inputs";
import { SENTIMENT_ACCOUNT_AGE_MS } from "../message-limits";
import { listActiveSanctions, listModerationLog, listModerationQueue } from "./data";
import { moderateMessage } from "./moderate-message";
import { liftSanction } from "./mutations";
import { sanctionPerson } from "./sanction-person";

const QUEUE_PAGE = 25;
const LOG_PAGE = 50;

const queueCursor = z
  .object({ at: storableDate("That is not a place in the queue."), id: messageId })
  .strict();
const logCursor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * /admin/moderation (docs/product.md#chat, "Moderation"), administrators only: the queue of
 * reported and automatically hidden messages, the decisions on them, mutes and bans, and the audit
 * log every one of those writes a line to.
 */
export function createModerationRouter({ now = () => new Date() }: { now?: () => Date } = {}) {
  return createTRPCRouter({
    queue: adminProcedure
      .meta({ access: "admin" })
      .input(z.object({ cursor: queueCursor.nullish(), direction: pageDirection }).strict())
      .query(({ ctx, input }) =>
        listModerationQueue(ctx.db, {
          cursor: input.cursor ?? null,
          limit: QUEUE_PAGE,
          now: now(),
          minAccountAgeMs: SENTIMENT_ACCOUNT_AGE_MS,
        }),
      ),

    act: adminProcedure
      .meta({ access: "admin" })
      .input(
        z
          .object({
            messageId,
            action: z.enum(["hide", "restore", "delete", "dismiss"], {
              message: "Choose hide, restore, delete or dismiss.",
            }),
            reason: reasonInput,
          })
          .strict(),
      )
      .mutation(({ ctx, input }) =>
        moderateMessage({ db: ctx.db, moderatorId: ctx.user.id, now: now() }, input),
      ),

    sanction: adminProcedure
      .meta({ access: "admin" })
      .input(sanctionInput)
      .mutation(({ ctx, input }) =>
        sanctionPerson({ db: ctx.db, moderatorId: ctx.user.id, now: now() }, input),
      ),

    lift: adminProcedure
      .meta({ access: "admin" })
      .input(z.object({ sanctionId: z.uuid("That is not a sanction's id.") }).strict())
      .mutation(async ({ ctx, input }) => {
        const lifted = await liftSanction(ctx.db, {
          id: input.sanctionId,
          moderatorId: ctx.user.id,
          now: now(),
        });
        if (!lifted)
          throw new TRPCError({
            code: "NOT_FOUND",
            message: "That mute or ban was lifted already, or is not there.",
          });
        return { sanctionId: input.sanctionId, userId: lifted.userId };
      }),

    /** The mutes and bans in force, the strongest first. */
    sanctions: adminProcedure
      .meta({ access: "admin" })
      .query(async ({ ctx }) => ({ sanctions: await listActiveSanctions(ctx.db, { now: now() }) })),

    log: adminProcedure
      .meta({ access: "admin" })
      .input(z.object({ cursor: logCursor.nullish(), direction: pageDirection }).strict())
      .query(({ ctx, input }) =>
        listModerationLog(ctx.db, { before: input.cursor ?? null, limit: LOG_PAGE }),
      ),
  });
}
