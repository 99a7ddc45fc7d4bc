import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { createPremiumCaller } from "./create-premium-caller";
import { screenerScreens } from "./screener-screens";

/** A call every 50 ms: pages asking at a steady pace, whatever the node is doing. */
const PACE_MS = 50;

/**
 * bench:screener's ten screens through tRPC (`screener.run`, page 1 of 50), round robin, one due
 * every 50 ms for `seconds`: each call's time in ms from when it was due, not from when it could
 * start. A caller that waits for its own answer never starts a call while the event loop is held
 * (PGlite runs a statement on it; a fold of the universe takes seconds), so it never sees the
 * holds a request arriving then waits out.
 */
export async function timeScreensFor(
  caller: Awaited<ReturnType<typeof createPremiumCaller>>,
  seconds: number,
): Promise<number[]> {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i * PACE_MS < seconds * 1_000; i += 1) {
    const due = started + i * PACE_MS;
    // Behind: the next call still waits for the event loop's turn, as a request from a socket does.
    await (due > performance.now() ? sleep(due - performance.now()) : new Promise(setImmediate));
    const [, screen] = screenerScreens[i % screenerScreens.length]!;
    await caller.screener.run({ ...screen, page: 1, pageSize: 50 });
    samples.push(performance.now() - due);
  }
  return samples;
}
