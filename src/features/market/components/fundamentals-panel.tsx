import { panelClass } from "@/components/ui/panel-class";
import { formatCompact, formatPrice, formatSigned } from "@/lib/format/format-market-number";
import { NO_QUOTE_FIGURES } from "../parse-listing-row";
import type { StreamedQuote } from "../streamed-quote";
import { FigureRow } from "./figure-row";
import { LiveDayFigures } from "./live-day-figures";
import type { SecurityRow } from "./stock-figures";

const ratio = (value: number | null) => (value === null ? "—" : value.toFixed(2));
/** EPS can be a loss: the true minus sign, as every other signed figure on the page. */
const earnings = (value: number | null) =>
  value === null ? "—" : value < 0 ? formatSigned(value) : formatPrice(value);

/** "apple.com" for https://www.apple.com/: what the link says; the href is the whole URL. */
const siteName = (url: string) => new URL(url).hostname.replace(/^www\./, "");

/**
 * Valuation and today's trading (docs/product.md#market-data): stored from the live provider's
 * quotes (P/E, EPS, dividend yield, the day's figures) and company profile (beta, website). The
 * 2021 listing has none of them: every figure is "—", and a line says why; the day's figures then
 * come from the simulated market's quote while it runs.
 */
export function FundamentalsPanel({
  security,
  quote,
}: {
  security: SecurityRow;
  /** The quote the page was rendered with (the header's). */
  quote: StreamedQuote | null;
}) {
  const snapshot = security.source === "snapshot";
  // Profiles outlive quote refreshes; a row back on the 2021 listing shows none of a past live provider's figures.
  const s = snapshot ? { ...security, ...NO_QUOTE_FIGURES, beta: null, website: null } : security;
  return (
    <section aria-labelledby="fundamentals-heading" className={panelClass("sm")}>
      <h2 id="fundamentals-heading" className="font-semibold">
        Valuation and trading
      </h2>
      {snapshot && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Valuation figures come with live market data; this server shows the 2021 listing.
        </p>
      )}
      <div className="mt-2 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
        <dl>
          <FigureRow label="P/E">{ratio(s.peRatio)}</FigureRow>
          <FigureRow label="Forward P/E">{ratio(s.forwardPe)}</FigureRow>
          <FigureRow label="EPS (ttm)">{earnings(s.eps)}</FigureRow>
        </dl>
        <dl>
          <FigureRow label="Dividend yield">
            {s.dividendYield === null ? "—" : `${s.dividendYield.toFixed(2)}%`}
          </FigureRow>
          <FigureRow label="Beta">{ratio(s.beta)}</FigureRow>
          <FigureRow label="Shares outstanding">{formatCompact(s.sharesOutstanding)}</FigureRow>
        </dl>
        <dl>
          <LiveDayFigures symbol={s.symbol} stored={s} rendered={quote} />
          <FigureRow label="Website">
            {s.website ? (
              <a
                href={s.website}
                rel="noopener noreferrer nofollow"
                className="text-brand-700 dark:text-brand-500 font-sans underline"
              >
                {siteName(s.website)}
              </a>
            ) : (
              "—"
            )}
          </FigureRow>
        </dl>
      </div>
    </section>
  );
}
