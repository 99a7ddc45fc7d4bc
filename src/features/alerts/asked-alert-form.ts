import { type AlertFormState, newAlertForm } from "./alert-form-state";

/**
 * The form a link asked for, kept through sign-in: the stock page's `?symbol=AAPL&price=201.5`
 * (its chart's with `&direction=below&from=chart`: alert-ask-href.ts), the search's
 * `&direction=below` or `?symbol=AAPL&percent=-5` (alert-command-for.ts).
 */
export function askedAlertForm(params: URLSearchParams): AlertFormState | null {
  const symbol = params.get("symbol");
  if (!symbol) return null;
  const price = Number(params.get("price"));
  const form = newAlertForm(
    symbol.toUpperCase().slice(0, 24),
    Number.isFinite(price) && price > 0 ? price : null,
    params.get("direction") === "below" ? "below" : "above",
  );
  const percent = params.get("percent");
  if (percent !== null)
    return {
      ...form,
      kind: "percent_move",
      fields: { percent: percent.slice(0, 12), basis: "previous_close" },
    };
  return form;
}
