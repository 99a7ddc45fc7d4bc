import { alertTargetPath } from "../../alert-target-path";
import { describeQuote } from "../../describe-quote";
import type { AlertNotice, TriggerSummary } from "./alert-notice";

/** How many triggers a grouped notice names before "and N more". */
const NAMED_IN_GROUP = 5;

/**
 * What one person is told (docs/alerts.md#delivery-in-the-app): one trigger as its own message
 * with its quote's time and source; several (a grouped window, held mail, a digest) as one
 * notice naming the first few. The path opens the stock when all are about one symbol.
 */
export function buildNotice(
  triggers: TriggerSummary[],
  heading: "alert" | "group" | "digest",
): AlertNotice {
  const first = triggers[0];
  if (!first) throw new Error("a notice needs at least one trigger");
  const symbols = new Set(triggers.map((trigger) => trigger.symbol));
  const symbol = symbols.size === 1 ? first.symbol : null;
  const path = symbol ? alertTargetPath(symbol) : "/notifications";
  if (triggers.length === 1 && heading === "alert")
    return {
      userId: first.userId,
      title: `${first.symbol}: alert`,
      body: `${first.message}. ${describeQuote(first)}.`,
      symbol,
      path,
      triggers,
    };
  const named = triggers
    .slice(0, NAMED_IN_GROUP)
    .map((trigger) => `${trigger.message} (${describeQuote(trigger)})`);
  const more = triggers.length - named.length;
  return {
    userId: first.userId,
    title:
      heading === "digest"
        ? `Daily digest: ${triggers.length} alert${triggers.length === 1 ? "" : "s"}`
        : `${triggers.length} alerts fired`,
    body: `${named.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
    symbol,
    path,
    triggers,
  };
}
