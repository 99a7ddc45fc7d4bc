import { describe, expect, it } from "vitest";
import { isTradingDay } from "./is-trading-day";
import { lastClosedTradingDay } from "./last-closed-trading-day";
import { marketSessionAt } from "./market-session-at";
import { newYorkInstant } from "./new-york-instant";
import { nextTradingDay } from "./next-trading-day";
import {
  CALENDAR_FIRST_YEAR,
  CALENDAR_LAST_YEAR,
  NYSE_EARLY_CLOSES,
  NYSE_HOLIDAYS,
} from "./nyse-calendar";
import { tradingDaysBetween } from "./trading-days-between";
import { tradingDaysEndingOn } from "./trading-days-ending-on";

const at = (iso: string) => marketSessionAt(new Date(iso));

describe("market sessions", () => {
  it("follows New York's clock on either side of a daylight-saving change", () => {
    // Friday before the March 2021 change: EST (UTC−5); Monday after: EDT (UTC−4).
    expect(at("2021-03-12T14:30:00Z")).toMatchObject({
      session: "regular",
      tradingDay: "2021-03-12",
    });
    expect(at("2021-03-12T14:29:59Z").session).toBe("pre");
    expect(at("2021-03-15T13:30:00Z").session).toBe("regular");
    expect(at("2021-03-15T13:29:59Z").session).toBe("pre");
    expect(at("2021-03-15T13:30:00Z").closesAt.toISOString()).toBe("2021-03-15T20:00:00.000Z");
    // November: back to EST, so 20:59 UTC is 15:59 (in summer it was after-hours).
    expect(at("2021-11-08T20:59:00Z").session).toBe("regular");
    expect(at("2021-11-05T20:59:00Z").session).toBe("post");
    expect(newYorkInstant("2021-11-07", 3 * 60).toISOString()).toBe("2021-11-07T08:00:00.000Z");
  });

  it("goes pre, regular, post, closed through a trading day", () => {
    const day = "2024-03-05";
    const sessions = [3.99, 4, 9.49, 9.5, 15.99, 16, 19.99, 20].map(
      (hour) => marketSessionAt(newYorkInstant(day, hour * 60)).session,
    );
    expect(sessions).toEqual([
      "closed",
      "pre",
      "pre",
      "regular",
      "regular",
      "post",
      "post",
      "closed",
    ]);
    // Before the pre-market, the next phase's bounds: today's pre-market.
    expect(marketSessionAt(newYorkInstant(day, 60))).toMatchObject({
      session: "closed",
      opensAt: newYorkInstant(day, 240),
      closesAt: newYorkInstant(day, 570),
      tradingDay: day,
    });
  });

  it("is closed over weekends and holidays, and says when the next trading day opens", () => {
    // Friday evening before Presidents' Day 2021: next is Tuesday the 16th.
    expect(marketSessionAt(newYorkInstant("2021-02-12", 21 * 60))).toMatchObject({
      session: "closed",
      tradingDay: "2021-02-16",
      opensAt: newYorkInstant("2021-02-16", 240),
    });
    expect(marketSessionAt(newYorkInstant("2021-04-02", 12 * 60)).session).toBe("closed"); // Good Friday
    expect(marketSessionAt(newYorkInstant("2022-06-20", 12 * 60)).session).toBe("closed"); // Juneteenth, observed
    expect(marketSessionAt(newYorkInstant("2021-06-18", 12 * 60)).session).toBe("regular"); // before Juneteenth existed
    expect(nextTradingDay("2021-12-23")).toBe("2021-12-27"); // Christmas on Saturday: Friday off
    expect(isTradingDay("2021-12-31")).toBe(true); // New Year on Saturday: Friday stays open
    expect(isTradingDay("2025-01-09")).toBe(false); // the national day of mourning
  });

  it("closes early at 13:00 with after-hours until 17:00", () => {
    const day = "2021-11-26"; // the day after Thanksgiving
    expect(marketSessionAt(newYorkInstant(day, 12.99 * 60)).session).toBe("regular");
    expect(marketSessionAt(newYorkInstant(day, 13 * 60))).toMatchObject({
      session: "post",
      closesAt: newYorkInstant(day, 17 * 60),
    });
    expect(marketSessionAt(newYorkInstant(day, 17 * 60)).session).toBe("closed");
    expect(marketSessionAt(newYorkInstant("2024-12-24", 14 * 60)).session).toBe("post");
  });

  it("lists every maintained year on weekdays, with its 9 or 10 holidays and up to 3 early closes", () => {
    for (let year = CALENDAR_FIRST_YEAR; year <= CALENDAR_LAST_YEAR; year += 1) {
      const inYear = (days: ReadonlySet<string>) =>
        [...days].filter((day) => day.startsWith(`${year}-`));
      const holidays = inYear(NYSE_HOLIDAYS).filter((day) => day !== "2025-01-09");
      expect(holidays.length, String(year)).toBeGreaterThanOrEqual(9);
      expect(holidays.length, String(year)).toBeLessThanOrEqual(10);
      expect(inYear(NYSE_EARLY_CLOSES).length).toBeLessThanOrEqual(3);
      for (const day of [...inYear(NYSE_HOLIDAYS), ...inYear(NYSE_EARLY_CLOSES)]) {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        expect(weekday === 0 || weekday === 6, day).toBe(false);
      }
      for (const day of inYear(NYSE_EARLY_CLOSES)) expect(NYSE_HOLIDAYS.has(day), day).toBe(false);
    }
  });

  it("counts trading days back over weekends and holidays", () => {
    expect(tradingDaysEndingOn("2021-02-16", 3)).toEqual([
      "2021-02-11",
      "2021-02-12",
      "2021-02-16",
    ]);
    expect(tradingDaysEndingOn("2021-02-15", 1)).toEqual(["2021-02-12"]);
    // 2021 had 252 trading days.
    expect(
      tradingDaysEndingOn("2021-12-31", 300).filter((day) => day.startsWith("2021")),
    ).toHaveLength(252);
    expect(tradingDaysBetween("2021-02-12", "2021-02-17")).toEqual([
      "2021-02-12",
      "2021-02-16",
      "2021-02-17",
    ]);
    expect(tradingDaysBetween("2021-02-13", "2021-02-15")).toEqual([]);
  });

  it("names the last trading day whose regular session has ended", () => {
    const closed = (iso: string) => lastClosedTradingDay(new Date(iso));
    // Monday 23 November 2026 (New York is UTC−5): before 16:00 the last close is Friday's.
    expect(closed("2026-11-23T20:59:59Z")).toBe("2026-11-20");
    expect(closed("2026-11-23T21:00:00Z")).toBe("2026-11-23");
    // Thanksgiving is closed; the day after closes early, at 13:00.
    expect(closed("2026-11-26T22:00:00Z")).toBe("2026-11-25");
    expect(closed("2026-11-27T17:59:00Z")).toBe("2026-11-25");
    expect(closed("2026-11-27T18:00:00Z")).toBe("2026-11-27");
    expect(closed("2026-11-29T12:00:00Z")).toBe("2026-11-27");
    // Summer time: the close is 20:00 UTC.
    expect(closed("2026-07-01T20:00:00Z")).toBe("2026-07-01");
  });
});
