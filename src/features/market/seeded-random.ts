/**
 * A seeded source of uniform and normal draws (mulberry32, Box–Muller): small, fast and well
 * spread, so the same seed always gives the same simulated series.
 */
export function seededRandom(seed: number): { uniform(): number; normal(): number } {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // 1 − u: uniform() may answer 0, whose logarithm is −∞.
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}
