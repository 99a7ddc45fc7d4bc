import type { MarketSession, QuoteSource } from "@/features/market";
import type { AlertFrequency, AlertKind } from "../../alert-kinds";

/** An active alert as the evaluator holds it in memory (docs/alerts.md#evaluation). */
export type AlertRule = {
  id: string;
  userId: string;
  kind: AlertKind;
  params: Record<string, unknown>;
  frequency: AlertFrequency;
  extendedHours: boolean;
};

/**
 * One alert watching one symbol; a watchlist row's target price rides along for watchlist_target,
 * and what is remembered of it (`alert_state`), kept on it so a batch builds no key per watch.
 */
export type Watch = { rule: AlertRule; target: number | null; state: CrossState };

/** A written quote, as much of it as the rules read. */
export type SeenQuote = {
  symbol: string;
  price: number;
  volume: number;
  previousClose: number | null;
  session: MarketSession;
  asOf: Date;
  source: QuoteSource;
};

/** The stored figures a symbol's technical and range kinds measure against (`security`). */
export type SymbolFacts = {
  high52w: number | null;
  low52w: number | null;
  avgVolume: number | null;
  sma20: number | null;
  sma50: number | null;
  sma200: number | null;
  /** The last closes, oldest first (`security.month_closes`): a live SMA 20 and RSI 14 end on them. */
  closes: number[];
};

/** What the evaluator remembers per alert and symbol (`alert_state`). */
export type CrossState = { armed: boolean; basePrice: number | null };

/** One firing, before the insert decides whether it is new. */
export type Firing = {
  alertId: string;
  userId: string;
  symbol: string;
  occurrence: string;
  message: string;
  /** The quote's price; none for a chat room's counts. */
  price: number | null;
  gapped: boolean;
  quoteAsOf: Date;
  quoteSource: QuoteSource;
};
