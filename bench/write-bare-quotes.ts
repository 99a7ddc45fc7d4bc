import { setTimeout as sleep } from "node:timers/promises";
import { writeQuotes } from "@/features/market/server/mutations/write-quotes";
import type { Database } from "@/server/db/create-database";
import { scriptedQuote } from "../tests/integration/scripted-quote-feed";
import type { TickedSecurity } from "./tick-universe";

/** The writer's flushes are about this size when the whole universe ticks. */
const BATCH = 1_000;

/**
 * The floor of the universe ticking: `perSecond` quotes a second written straight into `quote` by
 * the writer's own statement (`writeQuotes`, with its NOTIFY), in batches of 1,000, round robin
 * through `universe`: no writer, no fold into `security`, no hub, no stream. Whatever a screener
 * loses beside this, any design that stores the quotes it streams loses on this machine.
 */
export function writeBareQuotes(db: Database, universe: TickedSecurity[], perSecond: number) {
  let running = true;
  let next = 0;
  const done = (async () => {
    while (running) {
      const started = Date.now();
      for (let written = 0; written < perSecond && running; written += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, perSecond - written) }, () => {
          const security = universe[next]!;
          next = (next + 1) % universe.length;
          const price = security.lastPrice * (1 + (Math.random() - 0.5) / 50);
          return scriptedQuote(security.symbol, price, {
            previousClose: security.previousClose,
            volume: security.volume,
          });
        });
        await writeQuotes(db, batch);
      }
      await sleep(Math.max(0, 1_000 - (Date.now() - started)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
    },
  };
}
