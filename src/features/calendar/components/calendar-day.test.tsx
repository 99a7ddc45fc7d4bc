// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CalendarDay } from "./calendar-day";

afterEach(cleanup);

describe("a calendar day (docs/product.md#calendar)", () => {
  it("lists filed reports with their EPS, then dividends going ex with amount and pay date", () => {
    render(
      <CalendarDay
        day="2026-12-01"
        today
        upcoming={[]}
        reports={[
          {
            symbol: "HPQ",
            name: "HP Inc. Common Stock",
            form: "10-K",
            periodEnd: "2026-10-31",
            eps: -0.5,
            months: 12,
          },
        ]}
        dividends={[
          {
            symbol: "KO",
            name: "Coca-Cola Company (The) Common Stock",
            payDate: null,
            amount: 0.5325,
            currency: null,
            special: false,
          },
          {
            symbol: "SHOP",
            name: null,
            payDate: "2026-12-15",
            amount: 0.31,
            currency: "CAD",
            special: true,
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: /^Tuesday, Dec 1, 2026\s*Today$/ })).toBeTruthy();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining("Filed 10-K for the year to Oct 31, 2026 · EPS −$0.50 diluted"),
      expect.stringContaining("$0.5325 a share · ex-date Dec 1, 2026 · pay date not given"),
      expect.stringContaining(
        "0.31 CAD a share (special) · ex-date Dec 1, 2026 · pays Dec 15, 2026",
      ),
    ]);
    expect(screen.getByRole("link", { name: "KO" }).getAttribute("href")).toBe("/stocks/KO");
  });

  it("lists reports to come first, each marked announced or estimated, with its source", () => {
    render(
      <CalendarDay
        day="2026-12-03"
        today={false}
        reports={[]}
        dividends={[]}
        upcoming={[
          { symbol: "AVGO", name: "Broadcom Inc. Common Stock", confirmed: true },
          { symbol: "LULU", name: null, confirmed: false },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Report dueAVGOBroadcom Inc.Earnings report announced for this day · Yahoo Finance",
      "Report due (est.)LULUEarnings report estimated for about this day · Yahoo Finance",
    ]);
  });

  it("says when a day has nothing", () => {
    render(
      <CalendarDay day="2026-12-05" today={false} reports={[]} dividends={[]} upcoming={[]} />,
    );
    expect(screen.getByText("Nothing this day.")).toBeTruthy();
  });
});
