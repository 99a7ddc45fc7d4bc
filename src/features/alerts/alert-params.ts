import { z } from "zod";
import type { AlertKind } from "./alert-kinds";

const direction = z.enum(["above", "below"], { message: "Choose above or below." });
const price = z
  .number({ message: "Enter a price." })
  .positive("A price is above zero.")
  .max(10_000_000, "That price is beyond any listed stock.");

/**
 * Each kind's own settings, stored in `alert.params` and checked here on the way in and out
 * (docs/alerts.md#kinds-and-scopes). Directions are "above" (crossing up) and "below" (crossing down).
 */
export const alertParamsSchemas = {
  price_cross: z.object({ level: price, direction }).strict(),
  percent_move: z
    .object({
      percent: z
        .number({ message: "Enter a percentage." })
        .refine((value) => value !== 0, "A move of 0 % is no move.")
        .refine((value) => Math.abs(value) <= 1_000, "Keep the move within ±1,000 %."),
      basis: z.enum(["previous_close", "set_price"]),
    })
    .strict(),
  watchlist_target: z.object({}).strict(),
  new_high_low: z.object({ side: z.enum(["high", "low", "either"]) }).strict(),
  relative_volume: z
    .object({
      multiple: z
        .number({ message: "Enter a multiple." })
        .min(1.1, "Relative volume starts above 1×.")
        .max(100, "Keep it within 100×."),
    })
    .strict(),
  sma_cross: z
    .object({ length: z.union([z.literal(20), z.literal(50), z.literal(200)]), direction })
    .strict(),
  rsi_cross: z
    .object({
      level: z.number().min(1, "RSI runs 1–99.").max(99, "RSI runs 1–99."),
      direction,
    })
    .strict(),
  earnings_soon: z
    .object({ days: z.number().int().min(0, "0 days or more.").max(30, "Up to 30 days ahead.") })
    .strict(),
  screen_membership: z.object({ change: z.enum(["enter", "leave", "either"]) }).strict(),
  chat_volume_spike: z
    .object({
      multiple: z
        .number({ message: "Enter a multiple." })
        .min(1.5, "A spike starts at 1.5× the average.")
        .max(20, "Keep it within 20×."),
    })
    .strict(),
  chat_sentiment_flip: z.object({}).strict(),
  call_moved: z
    .object({
      messageId: z
        .number({ message: "Choose one of your chat calls." })
        .int("Choose one of your chat calls.")
        .positive("Choose one of your chat calls.")
        .max(Number.MAX_SAFE_INTEGER, "Choose one of your chat calls."),
      percent: z
        .number({ message: "Enter a percentage." })
        .min(0.1, "A move starts at 0.1 %.")
        .max(1_000, "Keep the move within ±1,000 %."),
    })
    .strict(),
} satisfies Record<AlertKind, z.ZodType>;

export type AlertParams<K extends AlertKind = AlertKind> = z.infer<(typeof alertParamsSchemas)[K]>;
