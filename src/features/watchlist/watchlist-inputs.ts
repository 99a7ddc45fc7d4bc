import { z } from "zod";
import { normalizeSymbol } from "@/features/market/normalize-symbol";
import { multiLineText } from "@/lib/validation/multi-line-text";
import { singleLineText } from "@/lib/validation/single-line-text";
import { MAX_IMPORT_SYMBOLS } from "./parse-symbol-list";
import { formatCount } from "@/features/market/format-market-number";

/** Longest note a symbol keeps: a thesis line, not an essay (docs/product.md#watchlists). */
export const MAX_NOTE_LENGTH = 500;
/** Highest target price accepted: above any share price ever quoted, below absurd. */
export const MAX_TARGET_PRICE = 10_000_000;

export const watchlistName = singleLineText({ max: 60, what: "list's name" }).pipe(z.string().min(1, "Give the list a name."));
export const watchlistId = z.uuid("That is not a watchlist.");
/** A share link's secret: 22 URL-safe characters (shareWatchlist). */
export const shareToken = z.string().regex(/^[A-Za-z0-9_-]{22}$/, "That share link is not valid. Check that it was copied whole.");
/** The browser's id for an edit, so an offline edit sent again is applied once. */
export const editId = z.uuid("That edit id is not valid.").optional();

/** A symbol in any accepted form (`brk/b`, `BRK-B`, `$brk.b`), read as its canonical form. */
export const symbolInput = z
  .string()
  .max(24, "A ticker symbol is at most a few characters.")
  .transform((text, ctx) => {
    const symbol = normalizeSymbol(text);
    if (!symbol) ctx.addIssue({ code: "custom", message: `“${text.trim()}” is not a ticker symbol.` });
    return symbol ?? z.NEVER;
  });

export const symbolsInput = z.array(symbolInput).min(1, "Name at least one symbol.").max(MAX_IMPORT_SYMBOLS, `Add at most ${formatCount(MAX_IMPORT_SYMBOLS)} symbols at a time.`);

export const noteInput = multiLineText({ max: MAX_NOTE_LENGTH, maxLines: 10, what: "note" })
  .transform((note) => note || null)
  .nullable();
export const targetPriceInput = z
  .number("The target must be a number.")
  .positive("The target price must be above zero.")
  .max(MAX_TARGET_PRICE, `The target price must be under ${formatCount(MAX_TARGET_PRICE)}.`)
  .nullable();
