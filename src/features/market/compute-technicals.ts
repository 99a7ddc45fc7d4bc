import { chartRanges } from "./chart-ranges";
import { lastRsi } from "./last-rsi";
import { lastSma } from "./last-sma";
import { roundTo } from "./round-to";
import type { DailyBar } from "./simulate-daily-bars";

export type Technicals = {
  perf1w: number | null;
  perf1m: number | null;
  perf3m: number | null;
  perfYtd: number | null;
  perf1y: number | null;
  high52w: number | null;
  low52w: number | null;
  /** % below the 52-week high (≤ 0) and above the 52-week low (≥ 0). */
  fromHigh52w: number | null;
  fromLow52w: number | null;
  sma20: number | null;
  sma50: number | null;
  sma200: number | null;
  rsi14: number | null;
  avgVolume3m: number | null;
  relVolume: number | null;
  /**
   * The last 21 sessions' closes (the stock page's 1M chart), oldest first, as one text of numbers
   * separated by commas ("182.1,183.25,…"): a watchlist row's sparkline (docs/product.md#watchlists),
   * stored with the other figures so a list of any length is read from `security` alone. Null
   * without history.
   */
  monthCloses: string | null;
};

const pct = (now: number, then: number | undefined) =>
  then && then > 0 ? ((now - then) / then) * 100 : null;

/**
 * The derived figures of the screener from daily bars (oldest first): performance over 1 week
 * (5 sessions), 1 month (21), 3 months (63), year to date and 1 year (252); 52-week range;
 * SMA 20/50/200 and RSI(14) as `technicalindicators` computes them (lastSma, lastRsi); 3-month
 * average and relative volume; the month's closes.
 */
export function computeTechnicals(bars: DailyBar[]): Technicals {
  const closes = bars.map((bar) => bar.close);
  const last = closes.at(-1);
  if (last === undefined) {
    return {
      perf1w: null,
      perf1m: null,
      perf3m: null,
      perfYtd: null,
      perf1y: null,
      high52w: null,
      low52w: null,
      fromHigh52w: null,
      fromLow52w: null,
      sma20: null,
      sma50: null,
      sma200: null,
      rsi14: null,
      avgVolume3m: null,
      relVolume: null,
      monthCloses: null,
    };
  }
  const back = (sessions: number) =>
    closes.length > sessions ? closes[closes.length - 1 - sessions] : undefined;
  const year = bars.at(-1)!.date.slice(0, 4);
  const firstOfYear = bars.findIndex((bar) => bar.date.startsWith(year));
  const ytdBase = firstOfYear > 0 ? closes[firstOfYear - 1] : undefined;
  const window = bars.slice(-252);
  const high52w = Math.max(...window.map((bar) => bar.high));
  const low52w = Math.min(...window.map((bar) => bar.low));
  const sma = (period: number) => lastSma(closes, period);
  const rsi = lastRsi(closes, 14);
  const volumes = bars.slice(-63).map((bar) => bar.volume);
  const avgVolume3m = volumes.reduce((sum, v) => sum + v, 0) / volumes.length;
  return {
    perf1w: roundTo(pct(last, back(5))),
    perf1m: roundTo(pct(last, back(21))),
    perf3m: roundTo(pct(last, back(63))),
    perfYtd: roundTo(pct(last, ytdBase)),
    perf1y: roundTo(pct(last, back(252))),
    high52w: roundTo(high52w),
    low52w: roundTo(low52w),
    fromHigh52w: roundTo(pct(last, high52w)),
    fromLow52w: roundTo(pct(last, low52w)),
    sma20: roundTo(sma(20)),
    sma50: roundTo(sma(50)),
    sma200: roundTo(sma(200)),
    rsi14: roundTo(rsi),
    avgVolume3m: Math.round(avgVolume3m),
    relVolume: avgVolume3m > 0 ? roundTo(bars.at(-1)!.volume / avgVolume3m) : null,
    // To 4 decimals, a quote's precision: a live provider's cents come through a 32-bit float (182.1 as 182.10000610351562).
    monthCloses: closes
      .slice(-chartRanges["1M"])
      .map((close) => roundTo(close, 4))
      .join(","),
  };
}
