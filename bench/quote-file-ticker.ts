import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A market in session for a benchmark: the server follows a file of quotes (MARKET_QUOTE_FILE)
 * instead of the demo's simulated day, whose session opens and closes every 24 minutes, so a run
 * measures the same phase whenever it starts. Call before the server's settings load (they are read
 * when @/env is first imported). `tick` moves each symbol's price by half a dollar, alternately up
 * and down, in the regular session, as of now.
 */
export function createQuoteFileTicker() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "marketdesk-ticks-")), "quotes.jsonl");
  writeFileSync(file, "");
  process.env.MARKET_QUOTE_FILE = file;
  return {
    tick(symbols: readonly string[], step: number) {
      const asOf = new Date().toISOString();
      const lines = symbols.map((symbol, i) =>
        JSON.stringify({
          symbol,
          price: 100 + i + (step % 2 ? 0.5 : -0.5),
          bid: null,
          ask: null,
          open: 100,
          high: 110,
          low: 90,
          volume: 1_000_000 + step,
          previousClose: 100,
          regularClose: null,
          session: "regular",
          asOf,
          source: "simulated",
        }),
      );
      appendFileSync(file, `${lines.join("\n")}\n`);
    },
  };
}
