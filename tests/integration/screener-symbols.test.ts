import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import type { SavedScreenState } from "@/features/screener/saved-screen-state";
import { MAX_SCREEN_SYMBOLS } from "@/features/screener/screen-filter-fields";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createCaller } from "@/server/api/root";
import { securities, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/product.md#screener, "Symbols": a screen limited to a list's symbols (a watchlist's "Screen
 * this list"), through the real procedures on both engines: the rows are those symbols and no
 * others, every plan may use it, more than the cap is refused in words, and saved screens keep it.
 */
describeEachDatabase("the screener limited to a list's symbols", (getHandle) => {
  let member: string;
  let premium: string;
  let universe: Array<{ symbol: string; securityType: string; sector: string | null }> = [];
  const call = (userId?: string) =>
    createCaller({
      db: getHandle().db,
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: userId ? { user: { id: userId, type: "authenticated" } } : null,
    });
  const bySymbol = { column: "symbol", direction: "asc" } as const;
  /** Symbols of the snapshot that are not common stocks, ten of them, so the default screen leaves them out. */
  const others = () =>
    universe
      .filter((row) => row.securityType !== "common")
      .slice(0, 10)
      .map((row) => row.symbol);

  beforeAll(async () => {
    const db = getHandle().db;
    await refreshMarketData(db, createSnapshotProvider());
    universe = await db
      .select({
        symbol: securities.symbol,
        securityType: securities.securityType,
        sector: securities.sector,
      })
      .from(securities);
    const [m, p] = await db
      .insert(users)
      .values([
        { email: `sym-free-${randomUUID()}@example.com`, type: "authenticated" },
        { email: `sym-prem-${randomUUID()}@example.com`, type: "authenticated" },
      ])
      .returning({ id: users.id });
    member = m!.id;
    premium = p!.id;
    // A premium subscription for CSV export (SQL here keeps billing out of this test).
    await db.execute(
      sql`insert into subscription (user_id, provider, external_id, plan_id, interval, status, current_period_end, state_at) values (${premium}, 'local', ${`local_sub_${premium}`}, 'premium', 'month', 'active', now() + interval '30 days', now())`,
    );
  }, 120_000);

  it("finds exactly the listed symbols named, in any accepted form, for a visitor too", async () => {
    const result = await call().screener.run({
      filter: { symbols: ["nvda", "AAPL", "brk-b", "$msft", "ZZZZZ"] },
      sort: bySymbol,
      page: 1,
      pageSize: 25,
    });
    // ZZZZZ is a ticker's shape that the market does not list: no row, and no error.
    expect(result.rows.map((row) => row.symbol)).toEqual(["AAPL", "BRK.B", "MSFT", "NVDA"]);
    expect(result.total).toBe(4);
  });

  it("works with every other filter, the sort and the pages", async () => {
    const tech = universe
      .filter((row) => row.securityType === "common" && row.sector === "Technology")
      .map((row) => row.symbol)
      .sort();
    const named = [...tech.slice(0, 30), "JPM", "XOM"];
    const filtered = await call().screener.run({
      filter: { symbols: named, sectors: ["Technology"] },
      sort: bySymbol,
      page: 2,
      pageSize: 25,
    });
    expect(filtered.total).toBe(30);
    expect(filtered.rows.map((row) => row.symbol)).toEqual(tech.slice(25, 30));
    // The other security types stay out unless the screen asks for them, as in any screen.
    expect(
      (
        await call().screener.run({
          filter: { symbols: others() },
          sort: bySymbol,
          page: 1,
          pageSize: 25,
        })
      ).total,
    ).toBe(0);
    expect(
      (
        await call().screener.run({
          filter: {
            symbols: others(),
            securityTypes: ["common", "preferred", "warrant", "unit", "right"],
          },
          sort: bySymbol,
          page: 1,
          pageSize: 25,
        })
      ).total,
    ).toBe(others().length);
  });

  it("takes a list of 1,000 over HTTP as the browser sends it, and refuses 1,001 with a sentence", async () => {
    const handler = createTrpcRequestHandler({ getDb: () => getHandle().db });
    const common = universe
      .filter((row) => row.securityType === "common")
      .map((row) => row.symbol)
      .sort();
    expect(common.length).toBeGreaterThan(MAX_SCREEN_SYMBOLS);
    const run = (symbols: string[]) =>
      callTrpc(handler, "screener.run", {
        input: { filter: { symbols }, sort: bySymbol, page: 1, pageSize: 100 },
        headers: requestHeaders(uniqueIp()),
      });
    const taken = await run(common.slice(0, MAX_SCREEN_SYMBOLS));
    expect(taken.status).toBe(200);
    expect(taken.data).toMatchObject({ total: MAX_SCREEN_SYMBOLS });
    const refused = await run(common.slice(0, MAX_SCREEN_SYMBOLS + 1));
    expect(refused).toMatchObject({
      status: 400,
      error: { code: "BAD_REQUEST", message: "Screen at most 1,000 symbols at a time." },
    });
  });

  it("refuses what is not a ticker and an empty list with BAD_REQUEST and a readable message", async () => {
    const base = { sort: bySymbol, page: 1, pageSize: 25 } as const;
    await expect(
      call().screener.run({ ...base, filter: { symbols: ["AAPL", "hello!!"] } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("“hello!!” is not a ticker symbol."),
    });
    await expect(call().screener.run({ ...base, filter: { symbols: [] } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Name at least one symbol."),
    });
    const tooMany = Array.from({ length: MAX_SCREEN_SYMBOLS + 1 }, (_, i) => `S${i}`);
    await expect(
      call(member).screener.run({ ...base, filter: { symbols: tooMany } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Screen at most 1,000 symbols at a time."),
    });
  });

  it("is on every plan: a free member screens a list with a preset, and Premium exports it", async () => {
    await expect(
      call(member).screener.run({
        filter: { symbols: ["AAPL", "MSFT"], marketCapBands: ["mega"] },
        sort: bySymbol,
        page: 1,
        pageSize: 25,
        preset: "mega-caps",
      }),
    ).resolves.toMatchObject({ total: 2 });
    const exported = await call(premium).screener.exportCsv({
      filter: { symbols: ["AAPL", "MSFT", "NVDA"] },
      sort: bySymbol,
    });
    expect(
      exported.csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]),
    ).toEqual(["AAPL", "MSFT", "NVDA"]);
  });

  it("keeps the symbols in a saved screen, canonical, and opens it with them", async () => {
    const state: SavedScreenState = {
      filter: { symbols: ["aapl", "BRK/B", "NVDA"], sectors: ["Technology"] },
      sort: { column: "changePct", direction: "desc" },
      pageSize: 50,
      view: "overview",
    };
    await call(member).screener.save({ name: "My list, tech", state });
    const saved = (await call(member).screener.saved()).find(
      (screen) => screen.name === "My list, tech",
    );
    expect(saved?.state.filter).toEqual({
      symbols: ["AAPL", "BRK.B", "NVDA"],
      sectors: ["Technology"],
    });
    const opened = await call(member).screener.run({
      filter: saved!.state.filter,
      sort: saved!.state.sort,
      page: 1,
      pageSize: saved!.state.pageSize,
    });
    expect(opened.rows.map((row) => row.symbol).sort()).toEqual(["AAPL", "NVDA"]);
    const tooMany = Array.from({ length: MAX_SCREEN_SYMBOLS + 1 }, (_, i) => `S${i}`);
    await expect(
      call(member).screener.save({
        name: "Too long",
        state: { ...state, filter: { symbols: tooMany } },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Screen at most 1,000 symbols at a time."),
    });
  });
});
