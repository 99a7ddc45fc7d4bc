import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveEarningsReports } from "./derive-earnings-reports";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(`tests/fixtures/edgar/${name}`, "utf8"));

const eps = (facts: object[]) => ({
  facts: { "us-gaap": { EarningsPerShareDiluted: { units: { "USD/shares": facts } } } },
});

describe("deriveEarningsReports", () => {
  it("gives each 10-Q and 10-K its own period, not the comparatives it repeats", () => {
    expect(deriveEarningsReports(fixture("CIK0000320193.json"))).toEqual([
      { filed: "2024-02-02", form: "10-Q", periodEnd: "2023-12-30", eps: 2.18, months: 3 },
      { filed: "2023-11-03", form: "10-K", periodEnd: "2023-09-30", eps: 6.13, months: 12 },
    ]);
  });

  it("takes the quarter of a 10-Q, not its year to date, and leaves amendments and 8-Ks out", () => {
    const reports = deriveEarningsReports(
      eps([
        { start: "2024-01-01", end: "2024-06-30", val: 1.5, form: "10-Q", filed: "2024-07-25" },
        { start: "2024-04-01", end: "2024-06-30", val: 0.8, form: "10-Q", filed: "2024-07-25" },
        { start: "2024-04-01", end: "2024-06-30", val: 0.9, form: "10-Q/A", filed: "2024-09-01" },
        { start: "2024-04-01", end: "2024-06-30", val: 0.8, form: "8-K", filed: "2024-07-20" },
      ]),
    );
    expect(reports).toEqual([
      { filed: "2024-07-25", form: "10-Q", periodEnd: "2024-06-30", eps: 0.8, months: 3 },
    ]);
  });

  it("falls back to basic EPS, and reads a document of another shape as no reports", () => {
    const basic = {
      facts: {
        "us-gaap": {
          EarningsPerShareBasic: {
            units: {
              "USD/shares": [
                {
                  start: "2023-01-01",
                  end: "2023-12-31",
                  val: 3,
                  form: "10-K",
                  filed: "2024-02-20",
                },
              ],
            },
          },
        },
      },
    };
    expect(deriveEarningsReports(basic)).toEqual([
      { filed: "2024-02-20", form: "10-K", periodEnd: "2023-12-31", eps: 3, months: 12 },
    ]);
    expect(deriveEarningsReports(null)).toEqual([]);
    expect(deriveEarningsReports({ facts: "nope" })).toEqual([]);
  });
});
