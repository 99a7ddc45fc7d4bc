import { describe, expect, it } from "vitest";
import { type AlertCsvRow, alertsToCsv } from "./alerts-to-csv";
import { parseAlertsCsv } from "./parse-alerts-csv";

const priceAlert: AlertCsvRow = {
  kind: "price_cross",
  scope: "symbol",
  target: "AAPL",
  params: { level: 200, direction: "above" },
  frequency: "once",
  cooldownMinutes: 60,
  channels: ["in_app", "mail"],
  extendedHours: false,
  note: '=HYPERLINK("x"), "quoted"\nsecond line',
  status: "paused",
};

describe("alerts CSV", () => {
  it("writes what it reads back, notes guarded against formulas", () => {
    const csv = alertsToCsv([
      priceAlert,
      {
        ...priceAlert,
        scope: "watchlist",
        target: "Tech, big",
        kind: "watchlist_target",
        params: {},
        note: null,
        status: "active",
      },
    ]);
    expect(csv.split("\r\n")[0]).toBe(
      "kind,scope,target,settings,frequency,cooldown_minutes,channels,extended_hours,note,status",
    );
    expect(csv).toContain(`"'=HYPERLINK(""x""), ""quoted""`);
    const { drafts, problems } = parseAlertsCsv(csv);
    expect(problems).toEqual([]);
    expect(drafts).toEqual([
      {
        row: 2,
        kind: "price_cross",
        scope: "symbol",
        target: "AAPL",
        params: { level: 200, direction: "above" },
        frequency: "once",
        cooldownMinutes: 60,
        channels: ["in_app", "mail"],
        extendedHours: false,
        note: priceAlert.note,
        paused: true,
      },
      expect.objectContaining({
        row: 3,
        scope: "watchlist",
        target: "Tech, big",
        params: {},
        note: null,
        paused: false,
      }),
    ]);
  });

  it("fills defaults for a short file and names each bad row", () => {
    const { drafts, problems } = parseAlertsCsv(
      [
        "kind,target,settings,cooldown_minutes,extended_hours,status",
        'price_cross,MSFT,"{""level"":400,""direction"":""below""}",,,',
        "price_cross,MSFT,{level: 400},,,",
        "",
        "price_cross,MSFT,{},ten,,",
        "price_cross,MSFT,{},,yes,",
        "price_cross,MSFT,{},,,gone",
      ].join("\n"),
    );
    expect(drafts).toEqual([
      expect.objectContaining({
        row: 2,
        scope: "symbol",
        frequency: "once",
        cooldownMinutes: 60,
        channels: ["in_app"],
      }),
    ]);
    expect(problems).toEqual([
      {
        row: 3,
        message: 'The settings are not JSON (for example {"level":200,"direction":"above"}).',
      },
      { row: 5, message: "The cooldown is not a whole number of minutes." },
      { row: 6, message: "The extended_hours column is true or false." },
      { row: 7, message: "The status is active or paused." },
    ]);
  });

  it("refuses a file without the needed columns, and stops at 2,000 rows", () => {
    expect(parseAlertsCsv("symbol,level\nAAPL,200").problems).toEqual([
      { row: 1, message: expect.stringContaining("at least kind and target") },
    ]);
    const many = ["kind,target", ...Array.from({ length: 2_005 }, () => "price_cross,AAPL")].join(
      "\n",
    );
    const { drafts, problems } = parseAlertsCsv(many);
    expect(drafts).toHaveLength(2_000);
    expect(problems).toEqual([{ row: 2_002, message: "Import at most 2,000 alerts at a time." }]);
  });
});
