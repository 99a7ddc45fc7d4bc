import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFileQuoteFeed } from "./create-file-quote-feed";

const line = (symbol: string, price: number) =>
  `${JSON.stringify({ symbol, price, session: "regular", asOf: new Date(0).toISOString() })}\n`;

afterEach(() => vi.useRealTimers());

describe("the quote file feed (docs/live-market.md)", () => {
  it("reads each line once when polls fall due while a read is still on its way", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "quote-file-")), "quotes.jsonl");
    writeFileSync(file, line("AAPL", 1)); // there before the start: skipped
    const seen: number[] = [];
    const onError = vi.fn();
    const running = await createFileQuoteFeed(file).start({
      symbols: ["AAPL"],
      onQuotes: (quotes) => seen.push(...quotes.map((quote) => quote.price)),
      onError,
    });
    for (let price = 2; price <= 6; price += 1) {
      appendFileSync(file, line("AAPL", price));
      vi.advanceTimersByTime(1_000); // four polls at once, each before the last has read
    }
    await vi.waitFor(() => expect(seen.at(-1)).toBe(6), { timeout: 5_000, interval: 5 });
    for (let turn = 0; turn < 5; turn += 1) vi.advanceTimersByTime(250);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await running.stop();
    expect(onError).not.toHaveBeenCalled();
    expect(seen).toEqual([2, 3, 4, 5, 6]);
  });
});
