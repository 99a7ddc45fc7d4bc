import "server-only";
import { open, stat } from "node:fs/promises";
import type { LiveQuote } from "../../live-quote";
import type { QuoteFeed } from "../quote-feed";

const POLL_MS = 250;

type QuoteLine = Omit<LiveQuote, "asOf"> & { asOf: string };

/**
 * A feed of the quotes appended to a JSON-lines file, one `LiveQuote` a line (its `asOf` as ISO
 * text), labelled a simulated market (docs/live-market.md#the-live-path-feed--database--page): what
 * the browser tests and a demo script drive the live path with, through the same runner, writer,
 * hub and stream as any feed. Lines already in the file when it starts are skipped; a line that
 * is not a quote is ignored.
 */
export function createFileQuoteFeed(path: string): QuoteFeed {
  return {
    source: "simulated",
    freshness: { kind: "simulated" },
    async start({ symbols, onQuotes, onError }) {
      let followed = new Set(symbols);
      let offset = await stat(path).then(
        (file) => file.size,
        () => 0,
      );
      let rest = "";
      /**
       * One read at a time: a poll still reading when the next is due (a busy machine) would read
       * the same bytes again, or ask for a negative length once the first had moved the offset past
       * what it saw.
       */
      let reading = false;
      const read = async () => {
        const size = await stat(path).then(
          (file) => file.size,
          () => 0,
        );
        const length = size - offset;
        if (length <= 0) return;
        const handle = await open(path);
        try {
          const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, offset);
          offset += bytesRead;
          const lines = (rest + buffer.subarray(0, bytesRead).toString("utf8")).split("\n");
          rest = lines.pop() ?? "";
          const quotes = lines.flatMap((line) => readQuote(line) ?? []);
          const wanted = quotes.filter((quote) => followed.has(quote.symbol));
          if (wanted.length > 0) onQuotes(wanted);
        } finally {
          await handle.close();
        }
      };
      const poll = async () => {
        if (reading) return;
        reading = true;
        try {
          await read();
        } finally {
          reading = false;
        }
      };
      const timer = setInterval(() => void poll().catch(onError), POLL_MS);
      return {
        follow: (next) => void (followed = new Set(next)),
        stop: async () => clearInterval(timer),
      };
    },
  };
}

function readQuote(line: string): LiveQuote | null {
  try {
    const value = JSON.parse(line) as QuoteLine;
    if (typeof value.symbol !== "string" || typeof value.price !== "number") return null;
    return { ...value, asOf: new Date(value.asOf) };
  } catch {
    return null;
  }
}
