import { performance } from "node:perf_hooks";
import { quantiles } from "./quantiles";

/**
 * Median and 95th percentile, in ms, of `iterations` timed runs of `run` after `warmUps` untimed
 * ones (3 unless told): enough for a path's modules and caches to be loaded; a bench timing
 * steady state, as a server that has been up a while answers, asks for more.
 */
export async function timeRuns(
  run: () => Promise<unknown>,
  iterations: number,
  warmUps = 3,
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmUps; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return quantiles(samples);
}
