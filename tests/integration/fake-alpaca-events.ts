import { readFileSync } from "node:fs";

type RecordedArticle = { id: number; created_at: string; symbols: string[] } & Record<
  string,
  unknown
>;
type RecordedDividend = { id: string; symbol: string; ex_date: string } & Record<string, unknown>;

const recorded = <T>(name: string): T =>
  JSON.parse(readFileSync(`tests/fixtures/alpaca/${name}`, "utf8")) as T;

/** The recorded answers (tests/fixtures/alpaca/README.md): every article and cash dividend the fake knows. */
export function recordedAlpacaEvents() {
  return {
    news: recorded<{ news: RecordedArticle[] }>("news.json").news,
    cashDividends: recorded<{ corporate_actions: { cash_dividends: RecordedDividend[] } }>(
      "corporate-actions.json",
    ).corporate_actions.cash_dividends,
  };
}

export type FakeAlpacaEvents = ReturnType<typeof recordedAlpacaEvents>;

/** A page of `all` from `page_token` (an offset), `limit` long, and the next page's token. */
function page<T>(url: URL, all: T[], maxLimit: number) {
  const from = Number(url.searchParams.get("page_token") ?? 0);
  const size = Math.min(Number(url.searchParams.get("limit") ?? 10), maxLimit);
  const next = from + size < all.length ? String(from + size) : null;
  return { items: all.slice(from, from + size), next };
}

const symbolsOf = (url: URL) => new Set((url.searchParams.get("symbols") ?? "").split(","));

/**
 * Alpaca's news and corporate actions as its REST API answers them, filtered by the request's
 * symbols and dates and paged by `limit` and `page_token`; null for any other path.
 * @see https://docs.alpaca.markets/reference/news-3
 * @see https://docs.alpaca.markets/reference/corporateactions-1
 */
export function answerAlpacaEvents(url: URL, events: FakeAlpacaEvents): unknown {
  if (url.pathname === "/v1beta1/news") {
    const asked = symbolsOf(url);
    const start = url.searchParams.get("start") ?? "";
    const found = events.news
      .filter((article) => article.symbols.some((symbol) => asked.has(symbol)))
      .filter((article) => article.created_at >= start)
      .sort((a, b) =>
        url.searchParams.get("sort") === "asc"
          ? a.created_at.localeCompare(b.created_at)
          : b.created_at.localeCompare(a.created_at),
      );
    const { items, next } = page(url, found, 50);
    return { news: items, next_page_token: next };
  }
  if (url.pathname === "/v1/corporate-actions") {
    const asked = symbolsOf(url);
    const types = url.searchParams.get("types") ?? "";
    const start = url.searchParams.get("start") ?? "";
    const end = url.searchParams.get("end") ?? "9999-12-31";
    const found = types.split(",").includes("cash_dividend")
      ? events.cashDividends.filter(
          (dividend) =>
            asked.has(dividend.symbol) && dividend.ex_date >= start && dividend.ex_date <= end,
        )
      : [];
    const { items, next } = page(url, found, 1_000);
    return { corporate_actions: { cash_dividends: items }, next_page_token: next };
  }
  return null;
}
