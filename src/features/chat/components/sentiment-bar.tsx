import { SENTIMENT_ACCOUNT_AGE_MS } from "../message-limits";

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const WAIT_DAYS = SENTIMENT_ACCOUNT_AGE_MS / 86_400_000;

/** Why calls on the page are missing from the counts: their accounts are too new (SENTIMENT_ACCOUNT_AGE_MS). */
function NotCounted({ calls }: { calls: number }) {
  if (calls === 0) return null;
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      {calls === 1 ? "1 call from a new account isn't" : `${calls} calls from new accounts aren't`}{" "}
      counted yet: accounts count after {WAIT_DAYS} days.
    </p>
  );
}

/**
 * The room's bullish/bearish split over 24 hours (docs/product.md#chat, "Sentiment"), one vote per
 * established account, and how many calls from newer accounts it leaves out. The labels say the
 * percentages and counts; the bar's colours only repeat them.
 */
export function SentimentBar({
  bullish,
  bearish,
  notCounted,
}: {
  bullish: number;
  bearish: number;
  notCounted: number;
}) {
  const total = bullish + bearish;
  const bullishShare = total === 0 ? 0 : percent(bullish, total);
  return (
    <div>
      <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
        Sentiment · 24 h
      </p>
      {total === 0 ? (
        <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {notCounted === 0
            ? "No bullish or bearish calls in the last 24 hours."
            : "No counted calls in the last 24 hours."}
        </p>
      ) : (
        <>
          <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm font-semibold tabular-nums">
            <span className="text-gain">
              <span aria-hidden="true">▲ </span>Bullish {bullishShare}%
              <span className="font-normal text-slate-600 dark:text-slate-400"> ({bullish})</span>
            </span>
            <span className="text-loss text-right">
              <span aria-hidden="true">▼ </span>Bearish {100 - bullishShare}%
              <span className="font-normal text-slate-600 dark:text-slate-400"> ({bearish})</span>
            </span>
          </p>
          <div
            aria-hidden="true"
            className="mt-1.5 flex h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className="bg-emerald-600 dark:bg-emerald-500"
              style={{ width: `${(bullish / total) * 100}%` }}
            />
            <div className="flex-1 bg-red-600 dark:bg-red-500" />
          </div>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {total} {total === 1 ? "account" : "accounts"}, each counted once
          </p>
        </>
      )}
      <NotCounted calls={notCounted} />
    </div>
  );
}
