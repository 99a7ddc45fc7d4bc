import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { serveFetchHandler } from "./serve-fetch-handler";

type Recording = {
  request: { url: string };
  response: { status: number; bodyJson?: unknown; bodyText?: string };
};
type QuoteBody = { quoteResponse: { result: Array<{ symbol: string }> } };

const fixtures = join(import.meta.dirname, "../fixtures/yahoo");
const read = (name: string) => JSON.parse(readFileSync(join(fixtures, name), "utf8")) as Recording;

type SummaryBody = { quoteSummary: { result: Array<Record<string, unknown>> } };

/** The recorded quotes by Yahoo symbol, the recorded quoteSummary modules by symbol, and the recorded daily charts by symbol (see tests/fixtures/yahoo/README.md). */
function loadRecordings() {
  const quotes = new Map<string, object>();
  const summaries = new Map<string, Record<string, unknown>>();
  const charts = new Map<string, unknown>();
  for (const name of readdirSync(fixtures).filter((file) => file.endsWith(".json"))) {
    const { request, response } = read(name);
    const url = new URL(request.url);
    if (url.pathname === "/v7/finance/quote")
      for (const quote of (response.bodyJson as QuoteBody).quoteResponse.result)
        quotes.set(quote.symbol, quote);
    const summary = /^\/v10\/finance\/quoteSummary\/([^/]+)$/.exec(url.pathname);
    if (summary) {
      const symbol = decodeURIComponent(summary[1]!);
      summaries.set(symbol, {
        ...summaries.get(symbol),
        ...(response.bodyJson as SummaryBody).quoteSummary.result[0],
      });
    }
    const chart = /^\/v8\/finance\/chart\/([^/]+)$/.exec(url.pathname);
    if (chart && url.searchParams.get("interval") === "1d")
      charts.set(decodeURIComponent(chart[1]!), response.bodyJson);
  }
  return {
    quotes,
    summaries,
    charts,
    crumb: read("getCrumb-getcrumb.json").response.bodyText ?? "",
  };
}

/**
 * Yahoo Finance on localhost: the cookie page, the crumb, batched quotes, quoteSummary modules and
 * daily charts, answered from recorded responses, with Yahoo's own error shapes (401 on a wrong
 * crumb, 404 for an unknown symbol or chart, 429 when told to). `fetch` sends the library's https://*.yahoo.com requests here, so the
 * real `yahoo-finance2` runs end to end and nothing calls the internet.
 */
export async function startFakeYahoo() {
  const recorded = loadRecordings();
  const requests: string[] = [];
  let tooManyRequests = 0;
  let crumb = recorded.crumb;
  let dropNext: string | null = null;
  /** Fields a test changes in a recorded answer, by symbol and part ("quote" or a quoteSummary module); `undefined` removes one. */
  const patches = new Map<string, Record<string, Record<string, unknown>>>();
  const patched = (symbol: string, part: string, recorded: unknown) => ({
    ...(recorded as object),
    ...patches.get(symbol)?.[part],
  });
  const server = await serveFetchHandler((request) => {
    const url = new URL(request.url);
    const [, host, ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    requests.push(`${host}${path}${url.search}`);
    if (tooManyRequests > 0) {
      tooManyRequests -= 1;
      return new Response("Too Many Requests\r\n", { status: 429 });
    }
    if (host === "finance.yahoo.com" && path.startsWith("/quote/")) {
      // Yahoo's first visit sets its session cookie on .yahoo.com; the crumb is bound to it.
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      headers.append(
        "set-cookie",
        "A3=d=AQABBPu5wGoCEPCyFodXSWWJ&S=AQAAAtFfP3sBj7Yw; Expires=Sun, 3 Oct 2037 14:16:59 GMT; Max-Age=31557600; Domain=.yahoo.com; Path=/; SameSite=None; Secure; HttpOnly",
      );
      return new Response("<!doctype html><title>Yahoo Finance</title>", { headers });
    }
    if (path === "/v1/test/getcrumb")
      return new Response(request.headers.get("cookie")?.includes("A3=") ? crumb : "", {
        status: request.headers.get("cookie")?.includes("A3=") ? 200 : 401,
      });
    const summary = /^\/v10\/finance\/quoteSummary\/([^/]+)$/.exec(path);
    if (url.searchParams.get("crumb") !== crumb && (path === "/v7/finance/quote" || summary)) {
      return Response.json(
        {
          finance: { result: null, error: { code: "Unauthorized", description: "Invalid Crumb" } },
        },
        { status: 401 },
      );
    }
    if (path === "/v7/finance/quote") {
      const symbols = (url.searchParams.get("symbols") ?? "").split(",");
      const quotes = symbols
        .filter((symbol) => recorded.quotes.has(symbol))
        .map((symbol) => patched(symbol, "quote", recorded.quotes.get(symbol)));
      return Response.json({ quoteResponse: { result: quotes, error: null } });
    }
    if (summary) {
      // Each requested module Yahoo has for the symbol, side by side in one result; a symbol it does not know is a 404.
      const symbol = decodeURIComponent(summary[1]!);
      const modules = recorded.summaries.get(symbol);
      if (!modules)
        return Response.json(
          {
            quoteSummary: {
              result: null,
              error: { code: "Not Found", description: `Quote not found for symbol: ${symbol}` },
            },
          },
          { status: 404 },
        );
      const wanted = (url.searchParams.get("modules") ?? "")
        .split(",")
        .filter((name) => name in modules);
      return Response.json({
        quoteSummary: {
          result: [
            Object.fromEntries(wanted.map((name) => [name, patched(symbol, name, modules[name])])),
          ],
          error: null,
        },
      });
    }
    const chart = /^\/v8\/finance\/chart\/([^/]+)$/.exec(path);
    const body = chart ? recorded.charts.get(decodeURIComponent(chart[1]!)) : undefined;
    if (body) return Response.json(body);
    return Response.json(
      {
        chart: {
          result: null,
          error: { code: "Not Found", description: "No data found, symbol may be delisted" },
        },
      },
      { status: 404 },
    );
  });

  const fetchViaFake: typeof fetch = (input, init) => {
    const target = new URL(input instanceof Request ? input.url : input.toString());
    if (!target.hostname.endsWith("yahoo.com"))
      throw new TypeError(`The test fetch only serves Yahoo, not ${target.hostname}`);
    if (dropNext && `${target.hostname}${target.pathname}`.startsWith(dropNext)) {
      dropNext = null;
      return Promise.reject(
        new TypeError("fetch failed", {
          cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
        }),
      );
    }
    return fetch(`${server.origin}/${target.hostname}${target.pathname}${target.search}`, init);
  };

  return {
    fetch: fetchViaFake,
    requests,
    recordedSymbols: [...recorded.quotes.keys()],
    currentCrumb: () => crumb,
    /** Yahoo ends the session: quotes with the old crumb get 401 "Invalid Crumb", and a new one is issued. */
    expireCrumb: () => void (crumb = `${crumb}x`),
    /** The next request to a URL starting with `prefix` (host and path) fails as a dropped connection does. */
    dropNextConnection: (prefix: string) => void (dropNext = prefix),
    /** Changes fields of `symbol`'s recorded answers until the returned function is called. */
    patch: (symbol: string, parts: Record<string, Record<string, unknown>>) => {
      patches.set(symbol, parts);
      return () => void patches.delete(symbol);
    },
    /** The next `count` requests get Yahoo's 429 "Too Many Requests". */
    answerTooManyRequests: (count: number) => void (tooManyRequests = count),
    close: server.close,
  };
}

export type FakeYahoo = Awaited<ReturnType<typeof startFakeYahoo>>;

/**
 * The fake for one test file: started before its tests (handed to `started`), closed after them.
 * yahoo-finance2 prints the URL of every non-2xx answer with console.error; the tests' 429s and
 * 404s are on purpose, so it is silenced meanwhile.
 */
export function fakeYahooForTheFile(started: (yahoo: FakeYahoo) => void) {
  let yahoo: FakeYahoo | undefined;
  beforeAll(async () => {
    yahoo = await startFakeYahoo();
    started(yahoo);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await yahoo?.close();
  });
}
