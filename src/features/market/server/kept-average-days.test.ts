import { describe, expect, it } from "vitest";
import type { DailyChange } from "../average-daily-changes";
import { tradingDaysBetween } from "../market-session";
import { keptAverageDays } from "./kept-average-days";

/** A stand-in for the reads: each trading day's change is 1 %, and every call is recorded. */
function fakeWork() {
  const calls: [string, string][] = [];
  const work = async (after: string, through: string): Promise<DailyChange[]> => {
    calls.push([after, through]);
    return tradingDaysBetween(after, through)
      .filter((day) => day > after)
      .map((date) => ({ date, change: 0.01 }));
  };
  return { calls, work };
}
const wanted = (after: string, through: string, version = through, basis = "stored 500") => ({
  basis,
  version,
  after,
  through,
});

describe("keptAverageDays", () => {
  it("reads a range once, a shorter one not again, and a longer one only before what it has", async () => {
    const owner = {};
    const { calls, work } = fakeWork();
    const month = await keptAverageDays(owner, wanted("2026-10-28", "2026-11-27"), work);
    expect(month.map((day) => day.date)).toEqual(tradingDaysBetween("2026-10-29", "2026-11-27"));
    const week = await keptAverageDays(owner, wanted("2026-11-20", "2026-11-27"), work);
    expect(week.map((day) => day.date)).toEqual(tradingDaysBetween("2026-11-23", "2026-11-27"));
    const quarter = await keptAverageDays(owner, wanted("2026-08-27", "2026-11-27"), work);
    expect(quarter.at(0)?.date).toBe("2026-08-28");
    expect(quarter).toHaveLength(tradingDaysBetween("2026-08-28", "2026-11-27").length);
    expect(calls).toEqual([
      ["2026-10-28", "2026-11-27"],
      ["2026-08-27", "2026-10-28"],
    ]);
  });

  it("at a new session reads again only the last five and the new one", async () => {
    const owner = {};
    const { calls, work } = fakeWork();
    await keptAverageDays(owner, wanted("2026-10-28", "2026-11-25"), work);
    // The same day with more of its close in, then the next day.
    await keptAverageDays(owner, wanted("2026-10-28", "2026-11-25", "2026-11-25 500"), work);
    const days = await keptAverageDays(owner, wanted("2026-10-29", "2026-11-27"), work);
    expect(calls).toEqual([
      ["2026-10-28", "2026-11-25"],
      ["2026-11-18", "2026-11-25"],
      ["2026-11-18", "2026-11-27"],
    ]);
    expect(days.map((day) => day.date)).toEqual(tradingDaysBetween("2026-10-30", "2026-11-27"));
  });

  it("starts over when what it averages changes, and works a day out once for callers at once", async () => {
    const owner = {};
    const { calls, work } = fakeWork();
    await keptAverageDays(owner, wanted("2026-10-28", "2026-11-27"), work);
    await Promise.all([
      keptAverageDays(owner, wanted("2026-10-28", "2026-11-27", "x", "stored 499"), work),
      keptAverageDays(owner, wanted("2026-10-28", "2026-11-27", "x", "stored 499"), work),
    ]);
    expect(calls).toEqual([
      ["2026-10-28", "2026-11-27"],
      ["2026-10-28", "2026-11-27"],
    ]);
  });

  it("keeps what it had when a read fails, and tries again at the next call", async () => {
    const owner = {};
    const { calls, work } = fakeWork();
    await keptAverageDays(owner, wanted("2026-11-20", "2026-11-27"), work);
    const failing = async () => {
      throw new Error("connection lost");
    };
    await expect(
      keptAverageDays(owner, wanted("2026-10-28", "2026-11-27"), failing),
    ).rejects.toThrow("connection lost");
    await keptAverageDays(owner, wanted("2026-10-28", "2026-11-27"), work);
    expect(calls).toEqual([
      ["2026-11-20", "2026-11-27"],
      ["2026-10-28", "2026-11-20"],
    ]);
  });
});
