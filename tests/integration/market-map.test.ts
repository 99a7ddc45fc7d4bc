import { randomUUID } from "node:crypto";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { savedScreens, securities, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

describeEachDatabase("the market map's procedure (docs/product.md#market-map)", (getHandle) => {
  let owner: string;
  let stranger: string;
  let listId: string;
  let emptyListId: string;
  let screenId: string;
  let technicalScreenId: string;
  const as = (userId: string | null) =>
    createCaller({
      db: getHandle().db,
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: userId ? { user: { id: userId, type: "authenticated" } } : null,
    });

  beforeAll(async () => {
    const { db } = getHandle();
    const now = new Date();
    const row = (
      symbol: string,
      sector: string | null,
      marketCap: number | null,
      extra: Partial<typeof securities.$inferInsert> = {},
    ) => ({
      symbol,
      name: `${symbol} Inc. Common Stock`,
      securityType: "common" as const,
      sector,
      industry: sector && `${sector} Makers`,
      marketCap,
      lastPrice: 10,
      changePct: 1,
      perf1w: 5,
      source: "snapshot",
      historySimulated: true,
      asOf: now,
      ...extra,
    });
    await db
      .insert(securities)
      .values([
        row("MAPA", "Technology", 900),
        row("MAPB", "Technology", 100, { changePct: -2, perf1w: -4 }),
        row("MAPC", "Health Care", 300),
        row("MAPD", null, 50),
        row("MAPN", "Energy", null),
        row("MAPW", "Energy", 40, { securityType: "warrant" }),
        row("MAPS", "Energy", 70, { asOf: new Date(now.getTime() - 30 * 86_400_000) }),
      ])
      .onConflictDoNothing();
    const made = await db
      .insert(users)
      .values([
        { email: `map-owner-${randomUUID()}@example.com`, type: "authenticated" },
        { email: `map-other-${randomUUID()}@example.com`, type: "authenticated" },
      ])
      .returning({ id: users.id });
    owner = made[0]!.id;
    stranger = made[1]!.id;
    const list = await as(owner).watchlist.create({ name: "Map list" });
    await as(owner).watchlist.addSymbols({
      id: list.id,
      symbols: ["MAPA", "MAPC", "MAPN", "MAPW"],
      editId: randomUUID(),
    });
    listId = list.id;
    emptyListId = (await as(owner).watchlist.create({ name: "Nothing yet" })).id;
    const [screen] = await db
      .insert(savedScreens)
      .values({
        userId: owner,
        name: "Tech only",
        state: {
          filter: { sectors: ["Technology"] },
          sort: { column: "symbol", direction: "asc" },
        },
      })
      .returning({ id: savedScreens.id });
    screenId = screen!.id;
    const [technical] = await db
      .insert(savedScreens)
      .values({
        userId: owner,
        name: "Oversold tech",
        state: { filter: { sectors: ["Technology"], rsi: "oversold" } },
      })
      .returning({ id: savedScreens.id });
    technicalScreenId = technical!.id;
  });

  const symbolsOf = (map: { tiles: Array<{ symbol: string }> }) =>
    map.tiles.map((tile) => tile.symbol).filter((symbol) => symbol.startsWith("MAP"));

  it("draws the largest listed common stocks with a market cap, biggest first, by the window's change", async () => {
    const day = await as(null).map.tiles({ window: "day" });
    expect(day.scope).toEqual({ kind: "market" });
    expect(symbolsOf(day)).toEqual(["MAPA", "MAPC", "MAPB", "MAPD"]);
    const tile = day.tiles.find((one) => one.symbol === "MAPD");
    expect(tile).toMatchObject({ name: "MAPD Inc.", sector: "Other", industry: "Other" });
    const week = await as(null).map.tiles({ window: "week" });
    expect(week.tiles.find((one) => one.symbol === "MAPB")).toMatchObject({
      changePct: -4,
      dayChangePct: -2,
    });
  });

  it("draws the owner's watchlist, any kind of listing with a cap, and counts what it leaves out", async () => {
    const map = await as(owner).map.tiles({ window: "day", watchlist: listId });
    expect(map.scope).toEqual({ kind: "watchlist", id: listId, name: "Map list" });
    expect(symbolsOf(map)).toEqual(["MAPA", "MAPC", "MAPW"]);
    expect(map.leftOut).toBe(1);
    const empty = await as(owner).map.tiles({ window: "day", watchlist: emptyListId });
    expect(empty).toMatchObject({ tiles: [], leftOut: 0 });
  });

  it("draws the owner's saved screen's matches", async () => {
    const map = await as(owner).map.tiles({ window: "month", screen: screenId });
    expect(map.scope).toEqual({ kind: "screen", id: screenId, name: "Tech only" });
    expect(symbolsOf(map)).toEqual(["MAPA", "MAPB"]);
  });

  it("draws a saved screen without the technical filters the owner's plan lacks, and says which", async () => {
    const map = await as(owner).map.tiles({ window: "day", screen: technicalScreenId });
    expect(map.lockedFilters).toEqual(["rsi"]);
    // No stored RSI would match "oversold": the companies are the sector's, unfiltered by it.
    expect(symbolsOf(map)).toEqual(["MAPA", "MAPB"]);
  });

  it("tells no one else of a watchlist or saved screen: NOT_FOUND for another person and a visitor", async () => {
    for (const caller of [as(stranger), as(null)]) {
      await expect(caller.map.tiles({ window: "day", watchlist: listId })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "There is no watchlist of yours with that id.",
      });
      await expect(caller.map.tiles({ window: "day", screen: screenId })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });

  it("refuses a bad input with a sentence (BAD_REQUEST)", async () => {
    const bad: Array<[unknown, string]> = [
      [{ window: "decade" }, "Choose a window of day, week, month or year."],
      [{ window: "day", watchlist: "42" }, "That is not a watchlist."],
      [{ window: "day", screen: "x".repeat(10_000) }, "That is not a saved screen."],
      [
        { window: "day", watchlist: listId, screen: screenId },
        "Draw the map of a watchlist or of a saved screen, not both.",
      ],
      [{ window: "day", sector: "Energy" }, ""],
    ];
    for (const [input, message] of bad) {
      const refusal = as(owner).map.tiles(input as never);
      await expect(refusal).rejects.toMatchObject({ code: "BAD_REQUEST" });
      if (message) await expect(refusal).rejects.toThrow(message);
    }
  });
});
