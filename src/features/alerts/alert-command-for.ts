import { formatDecimal } from "@/lib/format/format-decimal";
import { parseAlertCommand } from "./parse-alert-command";

/**
 * The search's `alert AAPL > 200` as a command (docs/alerts.md#creating-and-managing-alerts): what
 * it will set, and /alerts with the form filled in, where the person confirms it (a visitor signs
 * in first and comes back to the same form).
 */
export function alertCommandFor(text: string): { label: string; href: string } | null {
  const command = parseAlertCommand(text);
  if (!command) return null;
  const symbol = encodeURIComponent(command.symbol);
  if (command.kind === "percent_move")
    return {
      label: `Set an alert: ${command.symbol} moves ${command.percent > 0 ? "up" : "down"} ${formatDecimal(Math.abs(command.percent), 0, 2)} %`,
      href: `/alerts?symbol=${symbol}&percent=${command.percent}`,
    };
  return {
    label: `Set an alert: ${command.symbol} crosses ${command.direction} ${formatDecimal(command.level, 2, 2)}`,
    href: `/alerts?symbol=${symbol}&price=${command.level}&direction=${command.direction}`,
  };
}
