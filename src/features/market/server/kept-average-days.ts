import "server-only";
import type { DailyChange } from "../average-daily-changes";
import { tradingDaysEndingOn } from "../market-session";

/** Works out the average's changes for the days after `after` up to `through`. */
export type AverageChanges = (after: string, through: string) => Promise<DailyChange[]>;
/**
 * The days kept: those after `after` up to `through`, as of `version` (the last session and how
 * much of it is in), over `basis` (what the average is of: simulated or stored, how many stocks).
 */
type Span = { basis: string; version: string; after: string; through: string; days: DailyChange[] };

/** The last sessions worked out again at a new version: a refresh restates the last five days' bars. */
const RESTATED_SESSIONS = 5;
const spans = new WeakMap<object, Span>();
const queues = new WeakMap<object, Promise<unknown>>();

/**
 * The market average's daily changes after `after` up to `through` (docs/product.md#stock-page-chart),
 * kept in memory per database (`owner`) so a day's reads are made once: a range within the
 * kept days is a slice of them; an earlier start works out only the days before; a new session
 * (a new `version`) only the last five sessions again and the days since. A new `basis` starts
 * over. Calls wait for each other, so ten charts opened at once read the bars once.
 */
export function keptAverageDays(
  owner: object,
  wanted: { basis: string; version: string; after: string; through: string },
  work: AverageChanges,
): Promise<DailyChange[]> {
  const run = (queues.get(owner) ?? Promise.resolve()).then(async () => {
    let span = spans.get(owner);
    if (span?.basis !== wanted.basis) span = undefined;
    if (!span) span = { ...wanted, days: await work(wanted.after, wanted.through) };
    if (span.version !== wanted.version) {
      const redo = tradingDaysEndingOn(span.through, RESTATED_SESSIONS + 1)[0]!;
      const kept = span.days.filter((day) => day.date <= redo);
      const after = redo < span.after ? redo : span.after;
      span = { ...wanted, after, days: [...kept, ...(await work(redo, wanted.through))] };
    }
    if (wanted.after < span.after)
      span = {
        ...span,
        after: wanted.after,
        days: [...(await work(wanted.after, span.after)), ...span.days],
      };
    spans.set(owner, span);
    return span.days.filter((day) => day.date > wanted.after && day.date <= wanted.through);
  });
  // A failed read leaves what was kept; the next call tries again.
  queues.set(
    owner,
    run.catch(() => undefined),
  );
  return run;
}
