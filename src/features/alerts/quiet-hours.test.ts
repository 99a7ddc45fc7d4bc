import { describe, expect, it } from "vitest";
import { parseClockTime } from "./clock-time";
import { isQuietMinute, localMinutes, quietHoursEnd } from "./quiet-hours";

const at = (iso: string) => new Date(iso);
const hours = (timeZone: string, start: string, end: string) => ({
  timeZone,
  start: parseClockTime(start),
  end: parseClockTime(end),
});

describe("quiet hours (docs/alerts.md#quiet-hours)", () => {
  it("reads the local time in the person's zone", () => {
    expect(localMinutes(at("2025-01-15T03:30:00Z"), "America/New_York")).toBe(22 * 60 + 30);
    expect(localMinutes(at("2025-01-15T03:30:00Z"), "Asia/Kolkata")).toBe(9 * 60);
  });

  it("runs across midnight", () => {
    expect(isQuietMinute(23 * 60, 22 * 60, 7 * 60)).toBe(true);
    expect(isQuietMinute(3 * 60, 22 * 60, 7 * 60)).toBe(true);
    expect(isQuietMinute(7 * 60, 22 * 60, 7 * 60)).toBe(false);
    expect(isQuietMinute(21 * 60 + 59, 22 * 60, 7 * 60)).toBe(false);
  });

  it("has none when start equals end or either is unset", () => {
    expect(isQuietMinute(100, 300, 300)).toBe(false);
    expect(
      quietHoursEnd(at("2025-01-15T03:30:00Z"), { timeZone: "UTC", start: null, end: 60 }),
    ).toBeNull();
  });

  it("ends at the next local end time, the next day when it runs across midnight", () => {
    // 22:30 in New York (EST, UTC-5) with quiet hours 22:00–07:00: they end at 07:00 local, 12:00 UTC.
    expect(
      quietHoursEnd(at("2025-01-15T03:30:00Z"), hours("America/New_York", "22:00", "07:00")),
    ).toEqual(at("2025-01-15T12:00:00Z"));
    // 02:10 in Berlin (CET, UTC+1), same hours: 07:00 local is 06:00 UTC that day.
    expect(
      quietHoursEnd(at("2025-01-15T01:10:00Z"), hours("Europe/Berlin", "22:00", "07:00")),
    ).toEqual(at("2025-01-15T06:00:00Z"));
  });

  it("is not quiet outside the hours, whatever the time in UTC", () => {
    // 03:30 UTC is 09:00 in Kolkata: outside 22:00–07:00 there.
    expect(
      quietHoursEnd(at("2025-01-15T03:30:00Z"), hours("Asia/Kolkata", "22:00", "07:00")),
    ).toBeNull();
  });

  it("keeps the local end across a daylight-saving change", () => {
    // The night of 9 March 2025 New York moves from UTC-5 to UTC-4: 07:00 local is 11:00 UTC.
    expect(
      quietHoursEnd(at("2025-03-09T04:00:00Z"), hours("America/New_York", "22:00", "07:00")),
    ).toEqual(at("2025-03-09T11:00:00Z"));
  });

  it("reads only 24-hour HH:MM", () => {
    expect(parseClockTime("07:05")).toBe(425);
    expect(parseClockTime("24:00")).toBeNull();
    expect(parseClockTime("7:05")).toBeNull();
  });
});
