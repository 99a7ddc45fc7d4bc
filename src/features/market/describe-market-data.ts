import { formatAsOf } from "./format-as-of";
import { SNAPSHOT_SOURCE } from "./snapshot-source";

/** The bundled listing's notice: source, date, licence, and that it is history. */
const SNAPSHOT_NOTICE = `${SNAPSHOT_SOURCE.name} as of early 2021, from ${SNAPSHOT_SOURCE.package} (${SNAPSHOT_SOURCE.licence}). It is a historical snapshot, not live prices; price history and technicals are simulated from it.`;

const formatDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * What the UI says about the data wherever it is shown (docs/product.md#market-data): the simulated
 * market and its day (docs/live-market.md#the-simulated-market) once it runs, else the snapshot's
 * source and licence and that it is history, or the live provider and when it last quoted — and
 * how many symbols it does not quote (not reached yet, or delisted since 2021).
 */
export function describeMarketData({
  total,
  live,
  asOf,
  source = "yahoo",
  alpacaFeed = "iex",
  simulatedDay = null,
}: {
  total: number;
  live: number;
  asOf: Date | null;
  /** The provider of the live quotes (the `security` table's `source`). */
  source?: string | null;
  /** ALPACA_FEED: which of Alpaca's feeds its quotes are from. */
  alpacaFeed?: "iex" | "sip";
  /** The simulated market's trading day, when it is the source. */
  simulatedDay?: string | null;
}): string {
  if (live === 0 && simulatedDay !== null)
    return `Simulated market, trading day ${formatDay(simulatedDay)}: prices move in a simulated NYSE session that began from ${SNAPSHOT_SOURCE.name} as of early 2021, from ${SNAPSHOT_SOURCE.package} (${SNAPSHOT_SOURCE.licence}). Not real prices; history and technicals are simulated.`;
  if (live === 0 || asOf === null) return `Data: ${SNAPSHOT_NOTICE}`;
  // docs/live-market.md#alpaca: a free key's IEX feed is one exchange's trades, said as such.
  const provider =
    source === "alpaca"
      ? `Quotes and daily history from Alpaca market data (${alpacaFeed === "sip" ? "SIP real-time: every US exchange" : "IEX real-time: trades on the IEX exchange only"}), last updated ${formatAsOf(asOf)}.`
      : `Quotes, valuation figures and daily history from Yahoo Finance (via yahoo-finance2), last updated ${formatAsOf(asOf)}; delayed, for information only.`;
  if (live >= total) return provider;
  return `${provider} ${total - live} of ${total} symbols have no live quote (yet, or no longer listed); screens leave them out, and their pages show the early-2021 snapshot.`;
}
