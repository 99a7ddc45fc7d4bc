import type { MarketFeedDescription, StreamedQuote } from "./streamed-quote";

/** "live" once quotes arrive; "paused" while the stream is down (refused, dropped): prices stay as last seen. */
export type LiveQuotesStatus = "idle" | "connecting" | "live" | "paused";

/** The server's cap (read-stream-symbols.ts): a page asking for more follows the first 250. */
const MAX_SYMBOLS = 250;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 300_000;

/**
 * A page's one EventSource on GET /api/market/stream (docs/live-market.md#the-live-path-feed--database--page),
 * for the union of the symbols its components want, reopened (debounced) when that set changes.
 * A stream the browser gave up on (a 429, a refused or failed answer) is reopened after a pause
 * doubling from 5 s to 5 minutes; meanwhile the status is "paused" and the last prices stay.
 */
export function createLiveQuotesStore({ url = "/api/market/stream", debounceMs = 300 } = {}) {
  const wanted = new Map<string, number>();
  /** The person's own events the page listens for (docs/alerts.md#delivery-in-the-app), by name. */
  const personal = new Map<string, Set<(data: unknown) => void>>();
  const quotes = new Map<string, StreamedQuote>();
  const listeners = new Set<() => void>();
  let market: MarketFeedDescription | null = null;
  let status: LiveQuotesStatus = "idle";
  let source: EventSource | null = null;
  let openKey = "";
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the wanted symbols or events last changed, for the debounce of the reopening. */
  let changedAt = 0;

  const changed = () => listeners.forEach((listener) => listener());
  const setStatus = (next: LiveQuotesStatus) => {
    if (status === next) return;
    status = next;
    changed();
  };

  function reopen(force = false): void {
    const symbols = [...wanted.keys()].sort().slice(0, MAX_SYMBOLS).join(",");
    const names = [...personal.keys()].sort();
    const key = `${symbols}|${names.join(",")}`;
    if (key === openKey && source && !force) return;
    source?.close();
    source = null;
    openKey = key;
    if (!symbols && names.length === 0) return setStatus("idle");
    const query = [
      symbols ? `symbols=${encodeURIComponent(symbols)}` : "",
      names.length > 0 ? "personal=1" : "",
    ];
    const next = new EventSource(`${url}?${query.filter(Boolean).join("&")}`);
    source = next;
    for (const name of names)
      next.addEventListener(name, (event) => {
        const data: unknown = JSON.parse(event.data);
        personal.get(name)?.forEach((listener) => listener(data));
      });
    setStatus("connecting");
    next.addEventListener("market", (event) => {
      market = JSON.parse(event.data) as MarketFeedDescription;
      changed();
    });
    next.addEventListener("quotes", (event) => {
      for (const quote of (JSON.parse(event.data) as { quotes: StreamedQuote[] }).quotes)
        quotes.set(quote.symbol, quote);
      failures = 0;
      status = "live";
      changed();
    });
    next.onerror = () => {
      setStatus("paused");
      // CONNECTING: the browser reconnects by itself (after the server's `retry`); CLOSED: it gave up.
      if (next.readyState !== EventSource.CLOSED || source !== next) return;
      const delay = Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS);
      failures += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => reopen(true), delay);
    };
  }

  /**
   * Reopens once the wanted set has not changed for `debounceMs`. One timer per burst, moved on
   * when it fires early, not a timer per change: a page's 50 rows ask for a few hundred symbols
   * as they mount, and clearing and setting a timer for each was a long task on a phone.
   */
  function schedule(): void {
    changedAt = Date.now();
    clearTimeout(retryTimer);
    if (reopenTimer !== undefined) return;
    const settle = () => {
      const left = changedAt + debounceMs - Date.now();
      if (left > 0) reopenTimer = setTimeout(settle, left);
      else {
        reopenTimer = undefined;
        reopen();
      }
    };
    reopenTimer = setTimeout(settle, debounceMs);
  }

  return {
    /** Asks for `symbol`'s live quote until the returned function is called. */
    want(symbol: string): () => void {
      wanted.set(symbol, (wanted.get(symbol) ?? 0) + 1);
      schedule();
      return () => {
        const left = (wanted.get(symbol) ?? 1) - 1;
        if (left > 0) wanted.set(symbol, left);
        else wanted.delete(symbol);
        schedule();
      };
    },
    /** Hears the signed-in person's `name` events until the returned function is called. */
    listen(name: string, listener: (data: unknown) => void): () => void {
      const listeners = personal.get(name) ?? new Set();
      personal.set(name, listeners.add(listener));
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) personal.delete(name);
        schedule();
      };
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getQuote: (symbol: string) => quotes.get(symbol) ?? null,
    getMarket: () => market,
    getStatus: () => status,
  };
}

export type LiveQuotesStore = ReturnType<typeof createLiveQuotesStore>;
