import { describe, expect, it } from "vitest";
import { occurrenceOf } from "./occurrence-of";

describe("occurrenceOf (docs/alerts.md#frequency-and-cooldown)", () => {
  it("is one key for a once alert, the trading day for daily, the 5-minute window for every", () => {
    const open = new Date("2021-03-02T14:31:00Z");
    expect(occurrenceOf("once", open)).toBe("once");
    // 18:00 New York after hours belongs to that trading day; Saturday to the Monday after.
    expect(occurrenceOf("daily", new Date("2021-03-02T23:00:00Z"))).toBe("2021-03-02");
    expect(occurrenceOf("daily", new Date("2021-03-06T15:00:00Z"))).toBe("2021-03-08");
    expect(occurrenceOf("every", open)).toBe("2021-03-02T14:30:00.000Z");
    expect(occurrenceOf("every", new Date("2021-03-02T14:34:59.999Z"))).toBe(
      "2021-03-02T14:30:00.000Z",
    );
    expect(occurrenceOf("every", new Date("2021-03-02T14:35:00Z"))).toBe(
      "2021-03-02T14:35:00.000Z",
    );
  });
});
