/**
 * /alerts with the form a visitor asked for, kept through the sign-in
 * (docs/alerts.md#creating-and-managing-alerts): the stock page's `?symbol=AAPL&price=201.5`, a
 * level clicked on its chart with its direction and `from=chart` (for the `alert_created` source).
 */
export function alertAskHref(
  symbol: string,
  price: number | null,
  chart?: { direction: "above" | "below" },
): string {
  const asked = `/alerts?symbol=${encodeURIComponent(symbol)}${price ? `&price=${price}` : ""}`;
  return chart ? `${asked}&direction=${chart.direction}&from=chart` : asked;
}
