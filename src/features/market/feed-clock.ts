/**
 * The time a feed runs on: milliseconds now, and a repeating timer it can cancel. `run` answers
 * when its tick is done, so a test's clock can wait for it; a timer may ignore that.
 */
export type FeedClock = {
  now(): number;
  every(milliseconds: number, run: () => Promise<void>): () => void;
};
