/** What an alert remembers of one symbol and its screen: the membership taken as settled, and how many checks in a row said otherwise. */
export type ScreenMembership = { inScreen: boolean; streak: number };
export type ScreenChange = "enter" | "leave" | "either";

/** docs/alerts.md#screen-alerts: checks in a row a change must hold before it fires. */
export const SCREEN_CHECKS_IN_A_ROW = 2;

/**
 * One check of a screen alert (docs/alerts.md#screen-alerts): a symbol that has been in (or out of)
 * the screen for two checks in a row has entered (left) it, and fires when the alert watches that
 * way. The first check only takes what it sees as settled: an alert tells of new matches, not of
 * the ones the screen had when it was set. Returns the rows to write and the changes that fire.
 */
export function judgeScreenChecks(
  stored: ReadonlyMap<string, ScreenMembership> | null,
  observed: ReadonlySet<string>,
  change: ScreenChange,
): { writes: Map<string, ScreenMembership>; fired: { symbol: string; entered: boolean }[] } {
  const writes = new Map<string, ScreenMembership>();
  const fired: { symbol: string; entered: boolean }[] = [];
  if (!stored) {
    for (const symbol of observed) writes.set(symbol, { inScreen: true, streak: 0 });
    return { writes, fired };
  }
  for (const symbol of new Set([...observed, ...stored.keys()])) {
    const was = stored.get(symbol) ?? { inScreen: false, streak: 0 };
    const now = observed.has(symbol);
    if (now === was.inScreen) {
      if (was.streak !== 0) writes.set(symbol, { inScreen: was.inScreen, streak: 0 });
      continue;
    }
    const streak = was.streak + 1;
    if (streak < SCREEN_CHECKS_IN_A_ROW) {
      writes.set(symbol, { inScreen: was.inScreen, streak });
      continue;
    }
    writes.set(symbol, { inScreen: now, streak: 0 });
    if (change === "either" || (change === "enter") === now) fired.push({ symbol, entered: now });
  }
  return { writes, fired };
}
