import type { SeenQuote } from "./evaluation-types";
import type { CrossDirection, Reading } from "./judge-crossing";

/** How one kind is judged: which way, what is read at a quote, and how a firing is said. */
export type KindReading = {
  direction: CrossDirection;
  read: (quote: SeenQuote) => Reading | null;
  /** "crossed above 200.00", given whether it went up. */
  says: (up: boolean) => string;
  /** A price crossing a level (may gap), not a volume or an index. */
  priceValued: boolean;
};

export const money = (value: number) => value.toFixed(2);
export const way = (up: boolean) => (up ? "above" : "below");
