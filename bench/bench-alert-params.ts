/** Symbol kinds and their share of the bench's symbol alerts. */
const symbolKinds: [string, number][] = [
  ["price_cross", 0.4],
  ["percent_move", 0.2],
  ["new_high_low", 0.1],
  ["relative_volume", 0.1],
  ["sma_cross", 0.1],
  ["rsi_cross", 0.1],
];

/** The `i`th symbol alert's kind and settings, at `level` for a price crossing. */
export function benchAlertParams(i: number, level: number): { kind: string; params: object } {
  const roll = (i % 100) / 100;
  let sum = 0;
  const kind = symbolKinds.find(([, share]) => (sum += share) > roll)?.[0] ?? "price_cross";
  const direction = i % 2 ? "above" : "below";
  const params =
    kind === "price_cross"
      ? { level, direction }
      : kind === "percent_move"
        ? { percent: i % 2 ? 1 : -1, basis: "previous_close" }
        : kind === "new_high_low"
          ? { side: "either" }
          : kind === "relative_volume"
            ? { multiple: 1.5 }
            : kind === "sma_cross"
              ? { length: [20, 50, 200][i % 3], direction }
              : { level: i % 2 ? 70 : 30, direction };
  return { kind, params };
}
