import { roundTo } from "./round-to";

/**
 * A simulated price as a quote states it: to the cent, or to a hundredth of a cent under a dollar
 * (the listing's penny stocks quote to four decimals), and never zero.
 */
export function roundSimulatedPrice(value: number): number {
  return value < 1 ? Math.max(0.0001, roundTo(value, 4)!) : roundTo(value)!;
}
