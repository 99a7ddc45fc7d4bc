/** A list's day at a glance (docs/product.md#watchlists): how many rose and fell, and the average move. */
export type DaySummary = {
  gainers: number;
  losers: number;
  unchanged: number;
  averageChangePct: number | null;
};

/** Symbols without a quote today count toward nothing, the average included. */
export function summarizeDay(rows: readonly { changePct: number | null }[]): DaySummary {
  const moves = rows.flatMap((row) => (row.changePct === null ? [] : [row.changePct]));
  return {
    gainers: moves.filter((move) => move > 0).length,
    losers: moves.filter((move) => move < 0).length,
    unchanged: moves.filter((move) => move === 0).length,
    averageChangePct:
      moves.length === 0 ? null : moves.reduce((sum, move) => sum + move, 0) / moves.length,
  };
}
