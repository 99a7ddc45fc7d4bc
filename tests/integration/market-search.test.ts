import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { securities } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { createVisitorCaller } from "./create-visitor-caller";
import { describeEachDatabase } from "./test-databases";

type Row = typeof securities.$inferInsert;
const DAY_MS = 24 * 60 * 60 * 1000;
const listing = (
  symbol: string,
  name: string,
  marketCap: number | null,
  extra: Partial<Row> = {},
): Row => ({
  symbol,
  name,
  marketCap,
  securityType: "common",
  exchange: "NASDAQ",
  lastPrice: 10,
  changePct: 1,
  source: "snapshot",
  historySimulated: true,
  asOf: new Date(),
  ...extra,
});

/** A universe small enough to know every answer, with the names the listing really carries. */
const universe: Row[] = [
  listing("AAPL", "Apple Inc. Common Stock", 2.2e12, { lastPrice: 142.93, changePct: -1.25 }),
  listing("AMAT", "Applied Materials, Inc. Common Stock", 1.1e11),
  listing("APLE", "Apple Hospitality REIT, Inc. Common Stock", 3e9),
  listing("APPN", "Appian Corporation Class A Common Stock", 1.2e10),
  listing("APPH", "AppHarvest Inc. Common Stock", 3e9),
  listing("APPF", "AppFolio, Inc. - Class A Common Stock", 4e9),
  listing("APPS", "Digital Turbine, Inc. Common Stock", 5e9),
  listing("GAPL", "Green Apple Foods Common Stock", 1e8),
  listing("GAPPW", "Green Apple Acquisition Corp Warrant", null, { securityType: "warrant" }),
  listing("PAPL", "Pineapple Holdings Common Stock", 9e12),
  listing("NVDA", "NVIDIA Corporation Common Stock", 3.2e11),
  listing("MSFT", "Microsoft Corporation Common Stock", 1.7e12),
  listing("BRK.B", "Berkshire Hathaway Inc.", 6e11, { exchange: "NYSE" }),
  listing("WILD", "Fifty_Fifty 50% Holdings", 1e6),
  listing("FXF", "FiftyXFifty 5000 Holdings", 1e9),
  // Its quote is more than a week older than the newest: no longer listed (docs/product.md#market-data).
  listing("OLDA", "Old Apple Industries Common Stock", 1e13, {
    asOf: new Date(Date.now() - 10 * DAY_MS),
  }),
  // "zep" matches more rows than are ranked in one go, so the search reads it rank by rank.
  listing("ZEP", "Zed Power Co", 1e6),
  listing("ZEPP", "Zeppelin Labs", 5e8),
  listing("ZEPW", "Zed Power Warrant", null, { securityType: "warrant" }),
  listing("ZNRG", "Zephyr Energy", 2e9),
  listing("ZPTO", "Zepto Systems", 3e9),
  listing("AZF", "Acme Zephyr Fund", 5e9),
  listing("OZT", "Old Zephyr Trust", null),
  ...Array.from({ length: 55 }, (_, index) =>
    listing(`BZ${index + 1}`, `Bluezephyr Mining ${index + 1}`, (index + 1) * 1e6),
  ),
];

/**
 * The close ranks of docs/product.md#search worked out in plain code over the listed rows: the
 * reference every query's results are held to, typos aside.
 */
function closeMatches(query: string): string[] {
  const text = query.trim().toLowerCase();
  const symbol = text.replace(/^\$/, "").replace(/[\s/-]+/g, ".");
  const tier = (row: Row) => {
    const name = row.name.toLowerCase();
    const names = text.length >= 3;
    if (row.symbol.toLowerCase() === symbol) return 0;
    if (row.symbol.toLowerCase().startsWith(symbol) || (names && name.startsWith(text))) return 1;
    if (names && name.includes(` ${text}`)) return 2;
    if (names && name.includes(text)) return 3;
    return null;
  };
  return universe
    .filter((row) => row.symbol !== "OLDA" && tier(row) !== null)
    .sort(
      (a, b) =>
        (tier(a) ?? 0) - (tier(b) ?? 0) ||
        Number(a.securityType !== "common") - Number(b.securityType !== "common") ||
        (b.marketCap ?? -1) - (a.marketCap ?? -1) ||
        a.symbol.localeCompare(b.symbol),
    )
    .map((row) => row.symbol);
}

describeEachDatabase("market.search", (getHandle) => {
  const search = (query: string, limit?: number) =>
    createVisitorCaller(getHandle().db).market.search({ query, limit });
  const symbols = async (query: string, limit?: number) =>
    (await search(query, limit)).map((row) => row.symbol);

  beforeAll(async () => {
    await getHandle().db.insert(securities).values(universe);
  });

  it.each([
    ["app", "AAPL"],
    ["aapl", "AAPL"],
    ["$aapl", "AAPL"],
    ["brk b", "BRK.B"],
    ["BRK.B", "BRK.B"],
    ["brk/b", "BRK.B"],
    ["brk-b", "BRK.B"],
    ["brk  b", "BRK.B"],
    ["zep", "ZEP"],
    ["appian", "APPN"],
  ])("puts %j's best match, %s, first", async (query, first) => {
    expect((await symbols(query))[0]).toBe(first);
  });

  it.each(["app", "apple", "ap", "z", "zep", "zephyr", "green apple", "brk", "harvest"])(
    "ranks %j: exact symbol, then symbols or names starting with it, then a name's word, then a name containing it",
    async (query) => {
      const close = closeMatches(query);
      expect((await symbols(query, 20)).slice(0, close.length)).toEqual(close.slice(0, 20));
    },
  );

  it("puts common stock before a warrant, and the larger company first, at equal rank", async () => {
    expect((await symbols("green apple")).slice(0, 2)).toEqual(["GAPL", "GAPPW"]);
    // The last three are typos ("applied", "appian", "appfolio"), closest first, after every name that contains "apple".
    expect(await symbols("apple")).toEqual([
      "AAPL",
      "APLE",
      "GAPL",
      "GAPPW",
      "PAPL",
      "AMAT",
      "APPN",
      "APPF",
    ]);
  });

  it("finds the company behind a typo, after everything matched as typed", async () => {
    expect((await symbols("nvidai"))[0]).toBe("NVDA");
    expect((await symbols("microsft"))[0]).toBe("MSFT");
    expect((await symbols("appel"))[0]).toBe("AAPL");
  });

  it("matches one or two characters against symbols only", async () => {
    expect(await symbols("ap")).toEqual(["APPN", "APPS", "APPF", "APLE", "APPH"]);
    expect(await symbols("z")).toEqual(["ZPTO", "ZNRG", "ZEPP", "ZEP", "ZEPW"]);
  });

  it("ranks a query that many names contain by the same rules, rank by rank", async () => {
    const contained = Array.from({ length: 13 }, (_, index) => `BZ${55 - index}`);
    expect(await symbols("zep", 20)).toEqual([
      ...["ZEP", "ZPTO", "ZNRG", "ZEPP", "ZEPW", "AZF", "OZT"],
      ...contained,
    ]);
    expect(await symbols("zephyr", 3)).toEqual(["ZNRG", "AZF", "OZT"]);
  });

  it("leaves no connection with the typo threshold it sets", async () => {
    await symbols("nvidai");
    const threshold = async () =>
      (
        (await getHandle().db.execute(
          sql`select current_setting('pg_trgm.word_similarity_threshold', true) as value`,
        )) as unknown as { rows: Array<{ value: string | null }> }
      ).rows[0]?.value;
    for (let read = 0; read < 4; read += 1) expect(await threshold()).not.toBe("0.45");
  });

  it("leaves out symbols no longer quoted", async () => {
    expect(await symbols("old apple")).not.toContain("OLDA");
    expect(await symbols("apple", 20)).not.toContain("OLDA");
  });

  it("takes % and _ in the query literally", async () => {
    expect((await symbols("50%"))[0]).toBe("WILD");
    expect((await symbols("fifty_fifty"))[0]).toBe("WILD");
    expect(await symbols("%")).toEqual([]);
  });

  it("answers with the name as people say it and the last quote, and keeps to the limit", async () => {
    expect((await search("aapl"))[0]).toEqual({
      symbol: "AAPL",
      name: "Apple Inc.",
      exchange: "NASDAQ",
      securityType: "common",
      lastPrice: 142.93,
      changePct: -1.25,
    });
    expect(await search("app", 3)).toHaveLength(3);
    expect(await search("app")).toHaveLength(8);
    expect(await search("zzqqxx")).toEqual([]);
  });

  describe("refuses bad input with a sentence", () => {
    let handler: ReturnType<typeof createTrpcRequestHandler>;
    beforeAll(() => {
      handler = createTrpcRequestHandler({ getDb: () => getHandle().db });
    });
    const refusal = async (input: unknown) =>
      (await callTrpc(handler, "market.search", { input, headers: requestHeaders(uniqueIp()) }))
        .error;

    it.each([
      [{ query: "" }, "Type a symbol or a company's name to search for."],
      [{ query: "   " }, "Type a symbol or a company's name to search for."],
      [
        { query: "a".repeat(41) },
        "Search for at most 40 characters: a symbol or part of a company's name.",
      ],
      [
        { query: "apple\ninc" },
        "The search can't contain control characters such as line breaks, tabs or NUL.",
      ],
      [{ query: "apple", limit: 0 }, "Ask for at least 1 result."],
      [{ query: "apple", limit: 21 }, "Ask for at most 20 results."],
      [{ query: "apple", limit: 2.5 }, "Ask for a whole number of results."],
    ])("%j", async (input, message) => {
      expect(await refusal(input)).toEqual({ code: "BAD_REQUEST", message });
    });
  });
});
