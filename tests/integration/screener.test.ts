import { randomUUID } from "node:crypto";
import { and, eq, gte, isNotNull, lt, or, sql, TransactionRollbackError } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { newYorkDate } from "@/features/market";
import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { earningsWindowDays } from "@/features/screener/earnings-window-days";
import { presets } from "@/features/screener/presets";
import type { ScreenFilter, ScreenRequest } from "@/features/screener/screen-filter";
import type { ScreenRow } from "@/features/screener/server/data";
import { createCaller } from "@/server/api/root";
import type { Database } from "@/server/db/create-database";
import { securities, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { filters } from "./screen-cases";
import { screenInMemory } from "./screen-reference";
import { createScreenerUniverseProvider } from "./screener-universe";
import { describeEachDatabase } from "./test-databases";

/** Runs `body` in a transaction that is then rolled back: nothing it changes stays. */
async function rolledBack(db: Database, body: (tx: Database) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await body(tx);
      tx.rollback();
    });
  } catch (error) {
    // drizzle's rollback() ends the transaction by throwing this error.
    // @see https://orm.drizzle.team/docs/transactions
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

describeEachDatabase("the screener over the seeded universe", (getHandle) => {
  let rows: Array<typeof securities.$inferSelect> = [];
  let premium: string;
  let member: string;
  const callOn = (db: Database, userId?: string) =>
    createCaller({
      db,
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: userId ? { user: { id: userId, type: "authenticated" } } : null,
    });
  const call = (userId?: string) => callOn(getHandle().db, userId);

  beforeAll(async () => {
    await refreshMarketData(getHandle().db, createScreenerUniverseProvider());
    rows = await getHandle().db.select().from(securities);
    const [p, m] = await getHandle()
      .db.insert(users)
      .values([
        { email: `prem-${randomUUID()}@example.com`, type: "authenticated" },
        { email: `free-${randomUUID()}@example.com`, type: "authenticated" },
      ])
      .returning({ id: users.id });
    premium = p!.id;
    member = m!.id;
    await getHandle().db.execute(
      // A premium subscription for the technical filters (SQL here keeps billing out of this test).
      sql`insert into subscription (user_id, provider, external_id, plan_id, interval, status, current_period_end, state_at) values (${premium}, 'local', ${`local_sub_${premium}`}, 'premium', 'month', 'active', now() + interval '30 days', now())`,
    );
  }, 120_000);

  for (const [name, filter] of filters) {
    for (const sort of [
      { column: "changePct", direction: "desc" },
      { column: "marketCap", direction: "asc" },
    ] as const) {
      it(`${name}, sorted by ${sort.column} ${sort.direction}: same rows and order as plain TypeScript`, async () => {
        const request: ScreenRequest = { filter, sort, page: 2, pageSize: 25 };
        const result = await call(premium).screener.run(request);
        const expected = screenInMemory(rows, request);
        expect(result.total).toBe(expected.total);
        expect(result.rows.map((row) => row.symbol)).toEqual(expected.symbols);
      });
    }
  }

  it("leaves out symbols whose quote is a week older than the newest (no longer quoted), as the reference does", async () => {
    const db = getHandle().db;
    const stale = and(gte(securities.symbol, "Z"), lt(securities.symbol, "ZZZZZZ"));
    await db
      .update(securities)
      .set({ asOf: sql`${securities.asOf} - interval '8 days'` })
      .where(stale);
    try {
      const request: ScreenRequest = {
        filter: {},
        sort: { column: "symbol", direction: "desc" },
        page: 1,
        pageSize: 25,
      };
      const result = await call().screener.run(request);
      const expected = screenInMemory(await db.select().from(securities), request);
      expect(result.rows[0]!.symbol < "Z").toBe(true);
      expect([result.total, result.rows.map((row) => row.symbol)]).toEqual([
        expected.total,
        expected.symbols,
      ]);
      expect(result.total).toBeLessThan(screenInMemory(rows, request).total);
    } finally {
      await db
        .update(securities)
        .set({ asOf: sql`${securities.asOf} + interval '8 days'` })
        .where(stale);
    }
  });

  it("puts NULLs last in both directions, P/E and dividend yield too", async () => {
    for (const column of ["marketCap", "peRatio", "dividendYield"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const { total } = await call().screener.run({
          filter: {},
          sort: { column, direction },
          page: 1,
          pageSize: 25,
        });
        const last = await call().screener.run({
          filter: {},
          sort: { column, direction },
          page: Math.ceil(total / 100),
          pageSize: 100,
        });
        expect(last.rows.at(-1)![column]).toBeNull();
        const first = await call().screener.run({
          filter: {},
          sort: { column, direction },
          page: 1,
          pageSize: 25,
        });
        expect(first.rows[0]![column]).not.toBeNull();
        const expected = screenInMemory(rows, {
          filter: {},
          sort: { column, direction },
          page: 3,
          pageSize: 50,
        });
        const third = await call().screener.run({
          filter: {},
          sort: { column, direction },
          page: 3,
          pageSize: 50,
        });
        expect(third.rows.map((row) => row.symbol)).toEqual(expected.symbols);
      }
    }
  });

  it("offers fundamentals filters while some row has fundamentals, and ignores them, saying so, when none has", async () => {
    expect((await call().screener.options()).unavailable).not.toContain("peRatio");
    // Only the rows without fundamentals left, as in snapshot mode: deleting the others takes milliseconds, where
    // clearing their figures took seconds (each changed row is written again into every index of the table).
    // Rolled back, so the tests after this one keep the whole universe.
    await rolledBack(getHandle().db, async (tx) => {
      await tx
        .delete(securities)
        .where(or(isNotNull(securities.peRatio), isNotNull(securities.dividendYield)));
      const everything = {
        sort: { column: "symbol", direction: "asc" },
        page: 1,
        pageSize: 25,
      } as const;
      const all = await callOn(tx).screener.run({ ...everything, filter: {} });
      expect(all.total).toBeGreaterThan(0);
      expect(all.ignored).toEqual([]);
      const { unavailable } = await callOn(tx).screener.options();
      expect(unavailable).toEqual(expect.arrayContaining(["peRatio", "dividendYield"]));
      expect(unavailable).not.toContain("price");
      // An address that carries them still screens: the rest of its filters, and what was left out.
      const screened = await callOn(tx).screener.run({
        ...everything,
        filter: { peRatio: { max: 1000 }, dividendYield: { min: 1 }, price: { min: 10 } },
      });
      const priced = await callOn(tx).screener.run({
        ...everything,
        filter: { price: { min: 10 } },
      });
      expect(screened.ignored).toEqual(["peRatio", "dividendYield"]);
      expect(screened.total).toBe(priced.total);
      expect(screened.total).toBeGreaterThan(0);
    });
  });

  it("offers the earnings-date filter only once some stock has a date, then finds this week's and next week's reports", async () => {
    const everything = {
      sort: { column: "symbol", direction: "asc" },
      page: 1,
      pageSize: 25,
    } as const;
    // The seeded universe, like the snapshot and Alpaca, has no upcoming dates: the filter is off and left out.
    expect((await call().screener.options()).unavailable).toContain("earningsDate");
    const priced = await call().screener.run({ ...everything, filter: { price: { min: 10 } } });
    const screened = await call().screener.run({
      ...everything,
      filter: { earningsDate: "thisWeek", price: { min: 10 } },
    });
    expect(screened.ignored).toEqual(["earningsDate"]);
    expect(screened.total).toBe(priced.total);
    await expect(
      call().screener.run({
        ...everything,
        filter: { earningsDate: "tomorrow" } as unknown as ScreenFilter,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Choose an earnings date of this week or next week."),
    });

    const today = newYorkDate(new Date());
    const thisWeek = earningsWindowDays("thisWeek", today);
    const nextWeek = earningsWindowDays("nextWeek", today);
    const [a, b, c] = (await call().screener.run({ ...everything, filter: {} })).rows.map(
      (row) => row.symbol,
    );
    await rolledBack(getHandle().db, async (tx) => {
      const announce = (symbol: string, day: string) =>
        tx.update(securities).set({ nextEarningsDate: day }).where(eq(securities.symbol, symbol));
      await announce(a!, thisWeek.to);
      await announce(b!, nextWeek.from);
      await announce(c!, `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`); // a year stale
      expect((await callOn(tx).screener.options()).unavailable).not.toContain("earningsDate");
      const due = async (earningsDate: "thisWeek" | "nextWeek") => {
        const result = await callOn(tx).screener.run({ ...everything, filter: { earningsDate } });
        expect(result.ignored).toEqual([]);
        return result.rows.map((row) => row.symbol);
      };
      expect(await due("thisWeek")).toEqual([a]);
      expect(await due("nextWeek")).toEqual([b]);
    });
  });

  describe("presets find stocks on the seeded universe, and only what their names say", () => {
    /** What each preset's name promises of every row, written out apart from its filter. */
    const promises: Record<string, (row: ScreenRow) => boolean> = {
      "top-gainers": (row) => row.changePct! >= 0,
      "top-losers": (row) => row.changePct! <= 0,
      "most-active": (row) => row.volume !== null,
      "unusual-volume": (row) => row.relVolume! >= 2,
      "new-high": (row) => row.fromHigh52w! >= 0,
      "new-low": (row) => row.fromLow52w! <= 0,
      overbought: (row) => row.rsi14! > 70,
      oversold: (row) => row.rsi14! < 30,
      "mega-caps": (row) => row.marketCap! >= 200e9,
      "small-cap-movers": (row) =>
        row.marketCap! >= 300e6 && row.marketCap! < 2e9 && row.changePct! >= 5,
    };
    it("covers every preset", () =>
      expect(Object.keys(promises).sort()).toEqual(presets.map((preset) => preset.id).sort()));
    for (const preset of presets) {
      it(preset.name, async () => {
        const request: ScreenRequest = {
          filter: preset.filter,
          sort: preset.sort,
          page: 1,
          pageSize: 50,
        };
        const { rows: found, total } = await call().screener.run({ ...request, preset: preset.id });
        expect(found.length).toBeGreaterThan(0);
        expect(found.filter((row) => !promises[preset.id]!(row)).map((row) => row.symbol)).toEqual(
          [],
        );
        // Every filter of the preset holds for every row, in the order the preset sorts by.
        const expected = screenInMemory(rows, request);
        expect([total, found.map((row) => row.symbol)]).toEqual([expected.total, expected.symbols]);
      });
    }
  });

  it("refuses unknown fields, inverted ranges and absurd numbers with a clear message", async () => {
    const base = { sort: { column: "symbol", direction: "asc" }, page: 1, pageSize: 25 } as const;
    await expect(
      call().screener.run({ ...base, filter: { colour: "red" } as unknown as ScreenFilter }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      call().screener.run({ ...base, filter: { price: { min: 50, max: 10 } } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Price: the minimum must not be above the maximum."),
    });
    await expect(
      call().screener.run({ ...base, filter: { volume: { min: 1e20 } } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Volume is out of range."),
    });
  });

  it("sends each row's month of closes only to a screen that shows them", async () => {
    const screen = {
      filter: { symbols: ["AAPL", "MSFT"] },
      sort: { column: "symbol", direction: "asc" } as const,
      page: 1,
      pageSize: 25 as const,
    };
    const plain = await call().screener.run(screen);
    expect(plain.rows.map((row) => row.symbol)).toEqual(["AAPL", "MSFT"]);
    expect(plain.rows.every((row) => !("monthCloses" in row))).toBe(true);
    const charted = await call().screener.run({ ...screen, sparklines: true });
    expect(charted.rows.every((row) => row.monthCloses?.split(",").length === 21)).toBe(true);
    for (const row of charted.rows) {
      const stored = rows.find((each) => each.symbol === row.symbol)!;
      expect(row).toMatchObject({
        monthCloses: stored.monthCloses ?? "",
        monthSimulated: stored.historySimulated,
      });
    }
    await expect(
      call().screener.run({ ...screen, sparklines: false as unknown as true }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Ask for sparklines with true, or leave it out."),
    });
  });

  it("offers each exchange with its count of common stocks, and finds those rows and no NULL ones", async () => {
    const options = await call().screener.options();
    const common = rows.filter((row) => row.securityType === "common");
    expect(options.exchanges.map((o) => o.value)).toEqual([
      "Cboe BZX",
      "NASDAQ",
      "NYSE",
      "NYSE American",
    ]);
    for (const { value, count } of options.exchanges)
      expect(count).toBe(common.filter((row) => row.exchange === value).length);
    expect(common.some((row) => row.exchange === null)).toBe(true);
    const nyse = await call().screener.run({
      filter: { exchanges: ["NYSE"] },
      sort: { column: "symbol", direction: "asc" },
      page: 1,
      pageSize: 100,
    });
    expect(nyse.total).toBe(options.exchanges.find((o) => o.value === "NYSE")!.count);
    expect(nyse.rows.every((row) => row.exchange === "NYSE")).toBe(true);
    const combined = filters.find(([name]) => name === "every choice filter combined")![1];
    expect(
      screenInMemory(rows, {
        filter: combined,
        sort: { column: "symbol", direction: "asc" },
        page: 1,
        pageSize: 25,
      }).total,
    ).toBeGreaterThan(0);
  });

  it("finds nothing for an exchange no row has, and refuses more than 50 choices", async () => {
    const base = { sort: { column: "symbol", direction: "asc" }, page: 1, pageSize: 25 } as const;
    await expect(
      call().screener.run({ ...base, filter: { exchanges: ["Moon Exchange"] } }),
    ).resolves.toEqual({ total: 0, rows: [], ignored: [] });
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Exchange ${i}`);
    await expect(
      call().screener.run({ ...base, filter: { exchanges: names(50) } }),
    ).resolves.toMatchObject({ total: 0 });
    await expect(
      call().screener.run({ ...base, filter: { exchanges: names(51) } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Choose at most 50 exchanges."),
    });
    await expect(
      call().screener.run({ ...base, filter: { industries: names(51) } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Choose at most 50 industries."),
    });
  });

  it("exports CSV for plans with export only, and saves screens within the plan's limit", async () => {
    const request = {
      filter: { sectors: ["Technology"] },
      sort: { column: "marketCap" as const, direction: "desc" as const },
    };
    await expect(call(member).screener.exportCsv(request)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "CSV export is part of Pro. Upgrade at /pricing.",
    });
    await expect(call().screener.exportCsv(request)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    const exported = await call(premium).screener.exportCsv(request);
    const lines = exported.csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Ticker,Company,Sector,Industry,Country,Exchange,/);
    expect(lines).toHaveLength(exported.total + 1);

    const state = {
      filter: { sectors: ["Energy"] },
      sort: { column: "changePct" as const, direction: "desc" as const },
      pageSize: 50 as const,
      view: "overview" as const,
    };
    for (const name of ["One", "Two"]) await call(member).screener.save({ name, state });
    await expect(call(member).screener.save({ name: "one", state })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await call(member).screener.save({ name: "Three", state });
    await expect(call(member).screener.save({ name: "Four", state })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Your plan keeps 3 saved screens."),
    });
    const saved = await call(member).screener.saved();
    expect(saved.map((s) => s.name).sort()).toEqual(["One", "Three", "Two"]);
    await call(member).screener.deleteSaved({ id: saved[0]!.id });
    await expect(call(member).screener.save({ name: "Four", state })).resolves.toMatchObject({
      name: "Four",
    });
    for (const name of ["A", "B", "C", "D", "E"])
      await call(premium).screener.save({ name, state }); // unlimited on Premium
    await expect(call().screener.saved()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("keeps technical filters for plans that have them; presets stay free", async () => {
    const request = {
      filter: { rsi: "oversold" },
      sort: { column: "rsi14", direction: "asc" },
      page: 1,
      pageSize: 25,
    } as const;
    await expect(call(member).screener.run(request)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message:
        "Technical filters (SMA, RSI, relative volume) are part of Pro. Upgrade at /pricing.",
    });
    await expect(
      call().screener.run({ ...request, filter: { sma: { sma50: "above" } } }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      call(member).screener.run({ ...request, preset: "oversold" }),
    ).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(call(premium).screener.run(request)).resolves.toMatchObject({
      total: expect.any(Number),
    });
  });
});
