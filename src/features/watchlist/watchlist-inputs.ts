import { z } from "zod";
import { formatCount } from "@/lib/format/format-market-number";
import { symbolInput } from "@/lib/symbols/symbol-input";
import { multiLineText } from "@/lib/validation/multi-line-text";
import { singleLineText } from "@/lib/validation/single-line-text";
import { MAX_IMPORT_SYMBOLS } from "./parse-symbol-list";
import { MAX_NOTE_LENGTH, MAX_TARGET_PRICE } from "./watchlist-limits";

export const watchlistName = singleLineText({ max: 60, what: "list's name" }).pipe(
  z.string().min(1, "Give the list a name."),
);
export const watchlistId = z.uuid("That is not a watchlist.");
/** A share link's secret: 22 URL-safe characters (shareWatchlist). */
export const shareToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, "That share link is not valid. Check that it was copied whole.");
/** The browser's id for an edit, so an offline edit sent again is applied once. */
export const editId = z.uuid("That edit id is not valid.").optional();

export const symbolsInput = z
  .array(symbolInput)
  .min(1, "Name at least one symbol.")
  .max(MAX_IMPORT_SYMBOLS, `Add at most ${formatCount(MAX_IMPORT_SYMBOLS)} symbols at a time.`);

export const noteInput = multiLineText({ max: MAX_NOTE_LENGTH, maxLines: 10, what: "note" })
  .transform((note) => note || null)
  .nullable();
export const targetPriceInput = z
  .number("The target must be a number.")
  .positive("The target price must be above zero.")
  .max(MAX_TARGET_PRICE, `The target price must be under ${formatCount(MAX_TARGET_PRICE)}.`)
  .nullable();
