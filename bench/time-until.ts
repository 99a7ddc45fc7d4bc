import { performance } from "node:perf_hooks";

/**
 * Median and 95th percentile, in ms, of `ask` timed back to back until `over()` says stop: a probe
 * run beside a load (a flood), as many times as the load lasts.
 */
export async function timeUntil(
  over: () => boolean,
  ask: () => Promise<unknown>,
): Promise<{ median: number; p95: number }> {
  const samples: number[] = [];
  while (!over()) {
    const started = performance.now();
    await ask();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0);
  return { median: at(0.5), p95: at(0.95) };
}
