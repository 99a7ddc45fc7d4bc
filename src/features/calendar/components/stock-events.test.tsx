// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StockEvents } from "./stock-events";

afterEach(cleanup);

const sources = { dividends: null, earnings: null, upcoming: null };
const events = {
  symbol: "AAPL",
  today: "2026-10-02",
  reports: [],
  dividends: [],
  absence: sources,
};

describe("a stock page's next report (docs/product.md#calendar)", () => {
  it("shows the day Yahoo announces, whether it is confirmed, and its source", () => {
    render(<StockEvents {...events} nextReport={{ date: "2026-10-29", confirmed: true }} />);
    expect(screen.getByText(/^Next report:/).textContent).toBe(
      "Next report: Thu, Oct 29, 2026 · confirmed · Yahoo Finance",
    );
  });

  it("says an estimated day is estimated", () => {
    render(<StockEvents {...events} nextReport={{ date: "2027-01-28", confirmed: false }} />);
    expect(screen.getByText(/^Next report:/).textContent).toBe(
      "Next report: Thu, Jan 28, 2027 · estimated · Yahoo Finance",
    );
  });

  it("says no source announces one when none does", () => {
    render(<StockEvents {...events} nextReport={null} />);
    expect(screen.getByText(/^Next report:/).textContent).toBe(
      "Next report: not announced by any data source of this server.",
    );
  });
});
