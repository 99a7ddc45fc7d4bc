/**
 * What other features may use of the calendar in any code (docs/architecture.md#layers): how a
 * filed report and a dividend are said, for the stock page's chart markers too.
 */
export { describeReport, type ReportFacts } from "./describe-report";
export { formatDividendAmount } from "./format-dividend-amount";
