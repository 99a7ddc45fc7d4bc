import { describe, expect, it } from "vitest";
import { alertCommandFor } from "./alert-command-for";
import { parseAlertCommand } from "./parse-alert-command";

describe("parseAlertCommand", () => {
  it("reads a level to cross up or down, in symbols or words", () => {
    expect(parseAlertCommand("alert AAPL > 200")).toEqual({
      kind: "price_cross",
      symbol: "AAPL",
      direction: "above",
      level: 200,
    });
    expect(parseAlertCommand("  Alert $brk-b<=412.5 ")).toEqual({
      kind: "price_cross",
      symbol: "BRK.B",
      direction: "below",
      level: 412.5,
    });
    expect(parseAlertCommand("alert msft above $1,250.75")).toMatchObject({
      direction: "above",
      level: 1250.75,
    });
    expect(parseAlertCommand("alert tsla under 180")).toMatchObject({ direction: "below" });
  });

  it("reads a move from the previous close", () => {
    expect(parseAlertCommand("alert NVDA 5%")).toEqual({
      kind: "percent_move",
      symbol: "NVDA",
      percent: 5,
    });
    expect(parseAlertCommand("alert nvda -3.5%")).toMatchObject({ percent: -3.5 });
  });

  it("leaves anything else to the search", () => {
    for (const text of [
      "apple",
      "alert",
      "alert AAPL",
      "alert AAPL > ",
      "alert AAPL = 200",
      "alert AAPL > 0",
      "alert AAPL > -5",
      "alert AAPL > 20000000",
      "alert AAPL 0%",
      "alert AAPL 2000%",
      "alert !!! > 200",
      "alerts AAPL > 200",
      "alert AAPL > 200 now",
    ])
      expect(parseAlertCommand(text), text).toBeNull();
  });
});

describe("alertCommandFor", () => {
  it("says what it will set and opens the form filled in", () => {
    expect(alertCommandFor("alert aapl > 200")).toEqual({
      label: "Set an alert: AAPL crosses above 200.00",
      href: "/alerts?symbol=AAPL&price=200&direction=above",
    });
    expect(alertCommandFor("alert brk.b -5%")).toEqual({
      label: "Set an alert: BRK.B moves down 5 %",
      href: "/alerts?symbol=BRK.B&percent=-5",
    });
    expect(alertCommandFor("aapl")).toBeNull();
  });
});
