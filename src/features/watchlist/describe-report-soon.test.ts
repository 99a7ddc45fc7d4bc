import { describe, expect, it } from "vitest";
import { describeReportSoon } from "./describe-report-soon";

describe("a watchlist row's coming report", () => {
  it("counts New York days, across a month's end", () => {
    expect(describeReportSoon("2026-11-30", true, "2026-11-30")).toBe("Reports today");
    expect(describeReportSoon("2026-12-01", true, "2026-11-30")).toBe("Reports tomorrow");
    expect(describeReportSoon("2026-12-03", true, "2026-11-29")).toBe("Reports in 4 days");
  });

  it("says when the date is only estimated", () => {
    expect(describeReportSoon("2026-12-07", false, "2026-11-30")).toBe("Reports in 7 days (est.)");
    expect(describeReportSoon("2026-11-30", null, "2026-11-30")).toBe("Reports today (est.)");
  });

  it("shows nothing without a date, for a day past, or beyond two weeks", () => {
    expect(describeReportSoon(null, null, "2026-11-30")).toBeNull();
    expect(describeReportSoon("2026-11-29", true, "2026-11-30")).toBeNull();
    expect(describeReportSoon("2026-12-14", true, "2026-11-30")).toBe("Reports in 14 days");
    expect(describeReportSoon("2026-12-15", true, "2026-11-30")).toBeNull();
  });
});
