import { z } from "zod";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/**
 * A symbol in any accepted form (`brk/b`, `BRK-B`, `$brk.b`), read as its canonical form. In a file
 * of its own because the screener reads symbols this way in the browser: importing it does not
 * build the other watchlist schemas (watchlist-inputs.ts), zod work a page pays when it starts.
 */
export const symbolInput = z
  .string()
  .max(24, "A ticker symbol is at most a few characters.")
  .transform((text, ctx) => {
    const symbol = normalizeSymbol(text);
    if (!symbol)
      ctx.addIssue({ code: "custom", message: `“${text.trim()}” is not a ticker symbol.` });
    return symbol ?? z.NEVER;
  });
