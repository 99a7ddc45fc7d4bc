import { z } from "zod";
import { multiLineText } from "@/lib/validation/multi-line-text";
import { singleLineText } from "@/lib/validation/single-line-text";
import { chatSanctionKinds, chatSentiments } from "@/server/db/enums";
import { MAX_ROOM_INPUT_LENGTH, parseRoomName } from "./chat-room";
import { findCashtags } from "./find-cashtags";
import { MAX_CASHTAGS_PER_MESSAGE, MAX_MESSAGE_LENGTH } from "./message-limits";

/** The inputs of the chat procedures, shared by the forms (docs/security.md, "Input limits"). */
export const roomInput = z
  .string()
  .max(MAX_ROOM_INPUT_LENGTH, "A room is `general` or a ticker symbol such as AAPL.")
  .transform((value, ctx) => {
    const room = parseRoomName(value);
    if (room) return room;
    ctx.addIssue({
      code: "custom",
      message: "A room is `general` or a ticker symbol such as AAPL.",
    });
    return z.NEVER;
  });

export const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A room's event number: the stream's `Last-Event-ID` and the polling cursor. */
export const eventSeq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The text of a message: up to 1,000 characters over at most 20 lines, counted as people count them
 * (code points), naming at most MAX_CASHTAGS_PER_MESSAGE symbols, listed or not.
 */
export const messageBody = z
  .string()
  .max(MAX_MESSAGE_LENGTH * 4, `A message may be at most ${MAX_MESSAGE_LENGTH} characters.`)
  .pipe(multiLineText({ max: MAX_MESSAGE_LENGTH * 2, maxLines: 20, what: "message" }))
  .refine((text) => text.length > 0, "Write something first.")
  .refine(
    (text) => [...text].length <= MAX_MESSAGE_LENGTH,
    `A message may be at most ${MAX_MESSAGE_LENGTH} characters.`,
  )
  .superRefine((text, ctx) => {
    const named = new Set(findCashtags(text).map((match) => match.symbol)).size;
    if (named <= MAX_CASHTAGS_PER_MESSAGE) return;
    ctx.addIssue({
      code: "custom",
      message: `A message may name at most ${MAX_CASHTAGS_PER_MESSAGE} symbols ($TICKERs); this one names ${named}. Split it up.`,
    });
  });

export const sentimentInput = z
  .enum(chatSentiments, { message: "A message is tagged bullish, bearish, or not at all." })
  .nullable();

/** A report's or a moderator's reason: one line. */
export const reasonInput = singleLineText({ max: 300, what: "reason" });

export const sanctionInput = z
  .object({
    userId: z.uuid("That is not a person's id."),
    kind: z.enum(chatSanctionKinds),
    /** How long, in hours; null for good (a ban only). */
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .nullable(),
    reason: reasonInput.refine(
      (text) => text.length > 0,
      "Say why: the person is shown the reason.",
    ),
  })
  .strict()
  .refine((value) => value.kind === "ban" || value.hours !== null, {
    message: "A mute needs a length.",
    path: ["hours"],
  });
