import { ALERT_REARM_FRACTION } from "../../alert-kinds";

export type CrossDirection = "above" | "below" | "either";
/** A value and the level it is measured against, at one quote (a moving average moves too). */
export type Reading = { value: number; level: number };

/**
 * docs/alerts.md#evaluation: a crossing is judged between the previous and the current quote, and
 * fires only while armed; once fired it re-arms only after the value pulls back
 * ALERT_REARM_FRACTION (0.25 %) of the level past it, so a price hovering at the level fires once.
 */
export function judgeCrossing(
  direction: CrossDirection,
  before: Reading,
  after: Reading,
  armed: boolean,
): { fired: boolean; armed: boolean; up: boolean } {
  const up = before.value < before.level && after.value >= after.level;
  const down = before.value > before.level && after.value <= after.level;
  const crossed = direction === "above" ? up : direction === "below" ? down : up || down;
  if (armed) return crossed ? { fired: true, armed: false, up } : { fired: false, armed, up };
  const margin = Math.abs(after.level) * ALERT_REARM_FRACTION;
  const pulledBack =
    direction === "above"
      ? after.value <= after.level - margin
      : direction === "below"
        ? after.value >= after.level + margin
        : Math.abs(after.value - after.level) >= margin;
  return { fired: false, armed: pulledBack, up };
}
