/**
 * How many cases the procedure fuzz generates, and from which seed. A run tries a different seed
 * each time (from the clock), so the runs together cover more than one fixed sequence repeated;
 * a failure prints the seed, and FUZZ_SEED=<seed> replays it. FUZZ_RUNS sets the cases per engine
 * (spread over the procedures); the default keeps `npm test` short, 3000 is the full count.
 */
export type FuzzSettings = { seed: number; minCases: number };

/** The full count: every procedure gets at least 60 cases per engine. */
export const FULL_FUZZ_CASES = 3_000;
/** The default per run: every procedure still gets its field examples and a few random cases. */
export const DEFAULT_FUZZ_CASES = 600;

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more, not "${text}"`);
  return value;
}

/** The settings from FUZZ_SEED and FUZZ_RUNS, or a seed from `now` and the default count. */
export function readFuzzSettings(
  env: Record<string, string | undefined>,
  now: number = Date.now(),
): FuzzSettings {
  // fast-check seeds are 32-bit; each procedure adds its index, so leave room below 2^31.
  const seed = env.FUZZ_SEED ? positiveInteger("FUZZ_SEED", env.FUZZ_SEED) : now % 2_000_000_000;
  const minCases = env.FUZZ_RUNS ? positiveInteger("FUZZ_RUNS", env.FUZZ_RUNS) : DEFAULT_FUZZ_CASES;
  return { seed, minCases };
}

/** What a failure says, so the same cases can be run again. */
export const replayHint = ({ seed, minCases }: FuzzSettings): string =>
  `replay with FUZZ_SEED=${seed} FUZZ_RUNS=${minCases}`;
