import { expect, it } from "vitest";
import { getMarketBreadth } from "@/features/market/server/data";
import { securities } from "@/server/db/schema";
import { describeEachDatabase } from "./test-databases";

describeEachDatabase("the landing page's market summary", (getHandle) => {
  it("counts advancers, decliners and unchanged among listed common stocks, and weights each sector's change by market cap", async () => {
    const now = new Date("2025-03-14T20:00:00Z");
    const stale = new Date("2025-03-01T20:00:00Z"); // more than a week behind the newest quote: no longer listed
    const row = (
      symbol: string,
      sector: string | null,
      changePct: number | null,
      marketCap: number | null,
      extra: Partial<typeof securities.$inferInsert> = {},
    ) => ({
      symbol,
      name: `${symbol} Inc.`,
      securityType: "common" as const,
      sector,
      changePct,
      marketCap,
      lastPrice: 10,
      source: "snapshot",
      historySimulated: true,
      asOf: now,
      ...extra,
    });
    await getHandle()
      .db.insert(securities)
      .values([
        row("BIG", "Technology", 1, 900),
        row("SML", "Technology", -9, 100), // (1 × 900 − 9 × 100) / 1000 = 0
        row("HLT", "Health Care", 2, 50),
        row("NRG", "Energy", -3, 10),
        row("FLAT", "Energy", 0, 30), // Energy: −30 / 40 = −0.75
        row("NOCAP", "Energy", 5, null), // in the breadth, not in the weighted change
        row("NOSECT", null, -1, 10),
        row("NOCHG", "Energy", null, 10), // no change: in neither
        row("WRNT", "Energy", 50, 10, { securityType: "warrant" }),
        row("GONE", "Energy", 40, 10, { asOf: stale }),
      ]);

    const breadth = await getMarketBreadth(getHandle().db);
    expect({
      advancers: breadth.advancers,
      decliners: breadth.decliners,
      unchanged: breadth.unchanged,
    }).toEqual({ advancers: 3, decliners: 3, unchanged: 1 });
    expect(breadth.sectors.map((sector) => sector.sector)).toEqual([
      "Health Care",
      "Technology",
      "Energy",
    ]);
    expect(breadth.sectors[0]).toEqual({ sector: "Health Care", stocks: 1, changePct: 2 });
    expect(breadth.sectors[1]!.changePct).toBeCloseTo(0, 10);
    expect(breadth.sectors[2]).toMatchObject({ sector: "Energy", stocks: 2 });
    expect(breadth.sectors[2]!.changePct).toBeCloseTo(-0.75, 10);
  });

  it("answers an empty market with zeros and no sectors", async () => {
    await getHandle().db.delete(securities);
    expect(await getMarketBreadth(getHandle().db)).toEqual({
      advancers: 0,
      decliners: 0,
      unchanged: 0,
      sectors: [],
    });
  });
});
