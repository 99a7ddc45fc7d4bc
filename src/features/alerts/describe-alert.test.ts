import { describe, expect, it } from "vitest";
import { describeAlert } from "./describe-alert";

describe("describeAlert", () => {
  it("says what each kind waits for", () => {
    expect(describeAlert("price_cross", { level: 1250.5, direction: "above" })).toBe(
      "Crosses above 1,250.50",
    );
    expect(describeAlert("percent_move", { percent: -3, basis: "previous_close" })).toBe(
      "Moves down 3.0 % from the previous close",
    );
    expect(describeAlert("sma_cross", { length: 200, direction: "below" })).toBe(
      "Crosses below its 200-day average",
    );
    expect(describeAlert("earnings_soon", { days: 0 })).toBe("Reports earnings today");
    expect(describeAlert("screen_membership", { change: "leave" })).toBe(
      "A symbol leaves the screen",
    );
  });
});
