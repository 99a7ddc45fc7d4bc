/**
 * What other features may use of alerts in any code: the search's `alert AAPL > 200` command, and
 * the move the chat's call alert offers.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { alertCommandFor } from "./alert-command-for";
export { CALL_ALERT_DEFAULT_PERCENT } from "./alert-kinds";
