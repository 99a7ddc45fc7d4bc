import type { AlertKind } from "../../alert-kinds";

/** One firing as the channels tell it: what was seen, at which quote, from which source. */
export type TriggerSummary = {
  id: string;
  alertId: string;
  userId: string;
  symbol: string;
  kind: AlertKind;
  message: string;
  price: number | null;
  gapped: boolean;
  quoteAsOf: Date | null;
  /** The quote's source and delay as the page says it: "IEX real-time", "Simulated market". */
  quoteSource: string | null;
  createdAt: Date;
};

/**
 * What one person is told at once on every channel: a single trigger, or several grouped (three
 * or more within 60 s, docs/alerts.md#grouping). Channels render it; none decides it.
 */
export type AlertNotice = {
  userId: string;
  title: string;
  body: string;
  /** The symbol to open, when the notice is about one. */
  symbol: string | null;
  /** Path within the site to open ("/stocks/AAPL", "/alerts/history"). */
  path: string;
  triggers: TriggerSummary[];
};
