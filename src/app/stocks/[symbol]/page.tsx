import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { env } from "@/env";
import { AlertPriceChart, CreateAlertButton } from "@/features/alerts/components";
import { newYorkToday } from "@/features/calendar/calendar-week";
import { StockEvents } from "@/features/calendar/components";
import { describeCalendarAbsence } from "@/features/calendar/describe-calendar-absence";
import { listSymbolEvents } from "@/features/calendar/server/data/list-symbol-events";
import { chatRoomHref } from "@/features/chat/chat-room";
import { StockChatPanel } from "@/features/chat/components/stock-chat-panel";
import { isOpenRoom } from "@/features/chat/server/data";
import { BackToScreenerLink } from "@/features/market/components/back-to-screener-link";
import { CompanyProfile } from "@/features/market/components/company-profile";
import { FiledFundamentalsPanel } from "@/features/market/components/filed-fundamentals-panel";
import { FundamentalsPanel } from "@/features/market/components/fundamentals-panel";
import { LiveStockQuote } from "@/features/market/components/live-stock-quote";
import { RememberRecentSymbol } from "@/features/market/components/remember-recent-symbol";
import { StockFigures } from "@/features/market/components/stock-figures";
import { describeMarketData } from "@/features/market/describe-market-data";
import { getSecurity, getSimulatorClock } from "@/features/market/server/data";
import { getCompanyFundamentals } from "@/features/market/server/data/fundamentals";
import { listQuotesOf, readMarketFeed } from "@/features/market/server/data/quotes";
import { getEdgarClient } from "@/features/market/server/edgar/get-edgar-client";
import { replaySimulatedQuote } from "@/features/market/server/replay-simulated-quote";
import { StockNews } from "@/features/news/components";
import { describeNewsAbsence } from "@/features/news/describe-news-absence";
import { listNews } from "@/features/news/server/data/list-news";
import { AddToWatchlist } from "@/features/watchlist/components/add-to-watchlist";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { getDb, getReadDb } from "@/server/db/get-database";

type Props = { params: Promise<{ symbol: string }> };

async function load(params: Props["params"]) {
  const raw = decodeURIComponent((await params).symbol);
  const symbol = normalizeSymbol(raw);
  if (!symbol) notFound();
  if (symbol !== raw) permanentRedirect(`/stocks/${encodeURIComponent(symbol)}`); // one URL per stock: BRK-B → BRK.B
  const security = await getSecurity(getReadDb(), symbol);
  if (!security) notFound();
  return security;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // An unknown symbol's notFound() is thrown here, before the page renders: that is what gives the
  // segment's not-found page its own title ("ZZZZ not found"); thrown from the page, the 404 keeps the site's.
  const security = await load(params);
  return {
    title: `${security.symbol} — ${cleanCompanyName(security.name)} stock price, chart and figures`,
  };
}

export default async function StockPage({ params }: Props) {
  const security = await load(params);
  const name = cleanCompanyName(security.name);
  const context = [security.exchange, security.sector, security.industry, security.country]
    .filter(Boolean)
    .join(" · ");
  const live = security.source !== "snapshot";
  // A symbol that left the listing keeps its page, but its room is closed (docs/product.md#chat).
  const newsAbsence = describeNewsAbsence(env.MARKET_DATA_PROVIDER);
  const today = newYorkToday();
  const [roomOpen, simulator, filed, [quote], feed, events, news] = await Promise.all([
    isOpenRoom(getDb(), security.symbol),
    getSimulatorClock(getReadDb()),
    getCompanyFundamentals(getReadDb(), security.symbol),
    listQuotesOf(getReadDb(), [security.symbol], 0),
    readMarketFeed(getReadDb()),
    listSymbolEvents(getReadDb(), security.symbol),
    newsAbsence ? [] : listNews(getReadDb(), "alpaca", [security.symbol], 10),
  ]);
  // While the simulated market runs, the quote at its clock: a symbol no page followed yet has no
  // stored quote of today, and its header would show an older price than its chart's last bar.
  const rendered =
    feed?.source === "simulated" && security.historySimulated
      ? ((await replaySimulatedQuote(getReadDb(), security)) ?? quote ?? null)
      : (quote ?? null);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {name}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              ({security.symbol})
            </span>
          </h1>
          {name !== security.name && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{security.name}</p>
          )}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {context || "No sector information"}
            {security.securityType !== "common" && ` · ${security.securityType}`}
          </p>
        </div>
        <LiveStockQuote
          symbol={security.symbol}
          stored={{
            price: security.lastPrice,
            change: security.change,
            changePct: security.changePct,
            open: security.open,
            high: security.dayHigh,
            low: security.dayLow,
            volume: security.volume,
            asOf: security.asOf,
            source: live ? "yahoo" : "snapshot",
          }}
          quote={rendered}
          feed={feed}
        />
      </header>
      <div className="flex flex-wrap gap-3">
        <AddToWatchlist symbol={security.symbol} />
        <CreateAlertButton symbol={security.symbol} price={rendered?.price ?? security.lastPrice} />
        {roomOpen && (
          <Link
            href={chatRoomHref(security.symbol)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            ${security.symbol} chat room
          </Link>
        )}
        <BackToScreenerLink />
      </div>
      <RememberRecentSymbol symbol={security.symbol} name={name} />
      <AlertPriceChart symbol={security.symbol} price={rendered?.price ?? security.lastPrice} />
      <FundamentalsPanel security={security} quote={rendered} />
      <FiledFundamentalsPanel
        security={security}
        filed={filed}
        edgarOn={getEdgarClient() !== null}
      />
      <section aria-label="Key figures and technicals" className={panelClass("sm")}>
        <StockFigures security={security} quote={rendered} />
      </section>
      <StockEvents
        symbol={security.symbol}
        today={today}
        nextReport={
          security.nextEarningsDate && security.nextEarningsDate >= today
            ? {
                date: security.nextEarningsDate,
                confirmed: security.nextEarningsConfirmed === true,
              }
            : null
        }
        reports={events.reports}
        dividends={events.dividends}
        absence={describeCalendarAbsence(env.MARKET_DATA_PROVIDER, getEdgarClient() !== null)}
      />
      <StockNews symbol={security.symbol} items={news} absence={newsAbsence} />
      {roomOpen && (
        <section aria-labelledby="stock-chat" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="stock-chat" className="text-lg font-semibold tracking-tight">
              ${security.symbol} chat
            </h2>
            <Link
              href={chatRoomHref(security.symbol)}
              className="text-brand-700 dark:text-brand-500 text-sm font-semibold hover:underline"
            >
              Open the full room →
            </Link>
          </div>
          <StockChatPanel room={security.symbol} />
        </section>
      )}
      {live && <CompanyProfile name={name} description={security.description} />}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {describeMarketData({
          total: 1,
          live: live ? 1 : 0,
          asOf: security.asOf,
          source: security.source,
          alpacaFeed: env.ALPACA_FEED,
          simulatedDay: security.historySimulated ? (simulator?.tradingDay ?? null) : null,
        })}
      </p>
    </div>
  );
}
