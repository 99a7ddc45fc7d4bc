import { afterAll, beforeAll, expect, it } from "vitest";
import { getSecurity } from "@/features/market/server/data";
import { listQuotesOf, readLastQuoteSeq } from "@/features/market/server/data/quotes";
import type { QuoteFeed } from "@/features/market/server/quote-feed";
import { createQuoteHub, type QuoteHub } from "@/features/market/server/quotes/create-quote-hub";
import { createQuoteStreamHandler } from "@/features/market/server/quotes/create-quote-stream-handler";
import { createQuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import { startQuoteFeed } from "@/features/market/server/quotes/start-quote-feed";
import type { StreamedQuote } from "@/features/market/streamed-quote";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { insertListedSecurity } from "./chat-helpers";
import { readSse } from "./read-sse";
import { createScriptedFeed, scriptedQuote } from "./scripted-quote-feed";
import { describeEachDatabase } from "./test-databases";

const MAX_PER_IP = 2;

/** docs/live-market.md#the-live-path-feed--database--page: feed → writer → NOTIFY → hub → GET /api/market/stream. */
describeEachDatabase("live quotes from a feed to a page's stream", (getHandle) => {
  const db = () => getHandle().db;
  let hub: QuoteHub;
  let handler: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    hub = createQuoteHub({ db: db(), listen: getHandle().listen });
    handler = createQuoteStreamHandler({ getDb: db, getHub: () => hub, maxPerIp: MAX_PER_IP });
    for (const symbol of ["FEED", "CLSC", "BACK", "FAIL", "OTHR"])
      await insertListedSecurity(db(), symbol);
  });
  afterAll(() => hub.close());
  const start = (feed: QuoteFeed, retryMs?: number) =>
    startQuoteFeed({ handle: getHandle(), feed, foldMs: 1_000, shown: hub.shown, retryMs });

  async function open(
    symbols: string,
    { lastEventId, ip = uniqueIp() }: { lastEventId?: string; ip?: string } = {},
  ) {
    const url = new URL("http://localhost:3000/api/market/stream");
    url.searchParams.set("symbols", symbols);
    const headers = requestHeaders(ip);
    if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
    const controller = new AbortController();
    const response = await handler(new Request(url, { headers, signal: controller.signal }));
    const sse = response.status === 200 ? readSse(response) : null;
    const quotes = () =>
      (sse?.events ?? [])
        .filter((event) => event.event === "quotes")
        .flatMap((event) => (JSON.parse(event.data) as { quotes: StreamedQuote[] }).quotes);
    const waitFor = async (match: (quote: StreamedQuote) => boolean) => {
      await expect.poll(() => quotes().some(match), { timeout: 10_000, interval: 20 }).toBe(true);
      return quotes().find(match)!;
    };
    return { response, sse, quotes, waitFor, abort: () => controller.abort() };
  }

  it("streams a feed's quote, written by the runner's writer, to a page following its symbol", async () => {
    const scripted = createScriptedFeed();
    const runner = start(scripted.feed);
    await expect.poll(scripted.isRunning).toBe(true);
    expect(scripted.followed()).toContain("FEED");
    const stream = await open("feed,NOPE,MSFT?");
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    await expect.poll(() => stream.sse!.events.length).toBeGreaterThanOrEqual(3);
    const [retry, market, first] = stream.sse!.events;
    expect(retry).toMatchObject({ retry: 2000 });
    expect(market).toMatchObject({ event: "market" });
    expect(JSON.parse(market!.data)).toEqual({
      source: "simulated",
      freshness: { kind: "simulated" },
    });
    expect(first).toMatchObject({ event: "quotes", data: '{"quotes":[]}' });
    scripted.push([scriptedQuote("FEED", 104.5), scriptedQuote("OTHR", 50)]);
    const quote = await stream.waitFor((q) => q.symbol === "FEED");
    expect(quote).toMatchObject({
      price: 104.5,
      previousClose: 100,
      session: "regular",
      source: "simulated",
    });
    expect(new Date(quote.asOf).toISOString()).toBe(quote.asOf);
    expect(stream.quotes().map((q) => q.symbol)).not.toContain("OTHR");
    expect(stream.sse!.events.at(-1)?.id).toBe(String(quote.seq));
    // The screener's row follows within a fold: its change against the previous close.
    await expect
      .poll(async () => (await getSecurity(db(), "FEED"))?.lastPrice, { timeout: 10_000 })
      .toBe(104.5);
    // Simulated quotes move the bundled listing, which stays the snapshot's (the notice names the day).
    expect(await getSecurity(db(), "FEED")).toMatchObject({ change: 4.5, source: "snapshot" });
    stream.abort();
    await runner.stop();
  });

  it("writes ten quotes of a symbol sent within a second as one row write, the latest winning", async () => {
    const writer = createQuoteWriter({ db: db(), foldMs: 60_000 });
    const before = await readLastQuoteSeq(db());
    for (let i = 1; i <= 10; i += 1) writer.write([scriptedQuote("CLSC", 100 + i)]);
    await writer.close();
    const stream = await open("CLSC");
    const quote = await stream.waitFor((q) => q.symbol === "CLSC");
    expect(quote).toMatchObject({ price: 110, seq: before + 1 });
    expect(await readLastQuoteSeq(db())).toBe(before + 1);
    stream.abort();
  });

  it("writes a quiet symbol's trade at the next flush, and a busy one's no sooner than its interval", async () => {
    // An interval of a minute, so "not yet" cannot be a slow machine's doing.
    const writer = createQuoteWriter({ db: db(), foldMs: 60_000, symbolIntervalMs: 60_000 });
    const price = async (symbol: string) =>
      (await listQuotesOf(db(), [symbol], 0)).at(0)?.price ?? null;
    writer.write([scriptedQuote("FEED", 120)]);
    await expect.poll(() => price("FEED"), { timeout: 10_000 }).toBe(120);
    writer.write([scriptedQuote("FEED", 121), scriptedQuote("BACK", 130)]);
    await expect.poll(() => price("BACK"), { timeout: 10_000 }).toBe(130); // quiet: written at once
    expect(await price("FEED")).toBe(120); // written a moment ago: its next waits its interval
    await writer.close(); // a stopping feed writes what it holds
    expect(await price("FEED")).toBe(121);
  });

  it("resumes from Last-Event-ID with only the quotes written after it", async () => {
    const writer = createQuoteWriter({ db: db(), foldMs: 60_000 });
    writer.write([scriptedQuote("BACK", 101), scriptedQuote("OTHR", 51)]);
    await writer.close();
    const first = await open("BACK,OTHR");
    const seen = await first.waitFor((q) => q.symbol === "BACK");
    first.abort();
    const later = createQuoteWriter({ db: db(), foldMs: 60_000 });
    later.write([scriptedQuote("OTHR", 52)]);
    await later.close();
    const again = await open("BACK,OTHR", { lastEventId: first.sse!.events.at(-1)!.id! });
    const resumed = await again.waitFor((q) => q.symbol === "OTHR");
    expect(resumed.price).toBe(52);
    expect(again.quotes().map((q) => q.symbol)).toEqual(["OTHR"]);
    expect(resumed.seq).toBeGreaterThan(seen.seq);
    again.abort();
  });

  it("answers 400 with a sentence for no valid symbol, too many, or a bad Last-Event-ID", async () => {
    const cases = [
      await open("NOPE,ZZZZZ"),
      await open(""),
      await open(Array.from({ length: 251 }, (_, i) => `S${i}`).join(",")),
      await open("FEED", { lastEventId: "x" }),
    ];
    for (const { response } of cases) {
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/[A-Z].+\.$/);
    }
  });

  it("answers 429 with Retry-After past the streams one IP may hold, and again after one closes", async () => {
    const ip = uniqueIp();
    const held = [await open("FEED", { ip }), await open("FEED", { ip })];
    const refused = await open("FEED", { ip });
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("60");
    held[0]!.abort();
    await held[0]!.sse!.ended();
    const reopened = await open("FEED", { ip });
    expect(reopened.response.status).toBe(200);
    for (const stream of [held[1]!, reopened]) stream.abort();
  });

  it("has a feed that follows pages tick only the symbols open streams show, until the last closes", async () => {
    const scripted = createScriptedFeed({ follows: "shown" });
    const runner = start(scripted.feed);
    await expect.poll(scripted.isRunning).toBe(true);
    expect(scripted.followed()).toEqual([]); // no page open: nothing to tick
    const feedPage = await open("FEED,BACK");
    const backPage = await open("BACK");
    await expect.poll(() => scripted.followed()).toEqual(["BACK", "FEED"]); // on most pages first
    feedPage.abort();
    await expect.poll(() => scripted.followed()).toEqual(["BACK"]);
    backPage.abort();
    await expect.poll(() => scripted.followed()).toEqual([]);
    await runner.stop();
  });

  it("keeps running through a feed that refuses to start and then fails, the last quote staying", async () => {
    const scripted = createScriptedFeed({ failedStarts: 1 });
    const runner = start(scripted.feed, 20);
    await expect.poll(scripted.isRunning, { timeout: 10_000 }).toBe(true);
    const stream = await open("FAIL");
    scripted.push([scriptedQuote("FAIL", 90)]);
    await stream.waitFor((q) => q.price === 90);
    scripted.fail();
    expect(scripted.isRunning()).toBe(false);
    await expect.poll(scripted.starts, { timeout: 10_000 }).toBe(3);
    await expect.poll(scripted.isRunning).toBe(true);
    scripted.push([scriptedQuote("FAIL", 91)]);
    await stream.waitFor((q) => q.price === 91);
    stream.abort();
    await runner.stop();
  });

  it("runs the feed on one node at a time: a second node takes it when the first stops", async (context) => {
    // PGlite is one process per database, so there is no second node to keep out.
    if (getHandle().kind !== "postgres") return context.skip();
    const first = createScriptedFeed();
    const second = createScriptedFeed();
    const firstNode = start(first.feed);
    await expect.poll(first.isRunning).toBe(true);
    const secondNode = start(second.feed, 20);
    // Time for the second node's tries every 20 ms or more (not a measure: on a slow machine fewer).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.starts()).toBe(0);
    // The lock is let go at the end of stop(), so the second may start before stop() returns.
    await firstNode.stop();
    await expect.poll(second.isRunning, { timeout: 10_000 }).toBe(true);
    expect(first.isRunning()).toBe(false);
    await secondNode.stop();
  });
});
