import { describe, expect, it } from "vitest";
import { simulateDailyBars } from "./simulate-daily-bars";
import { simulateDailyCloses } from "./simulate-daily-closes";

describe("simulated daily closes", () => {
  it("are the closes of the simulated bars, whatever the symbol, price and length", () => {
    const end = new Date("2021-02-26T00:00:00Z");
    for (const [symbol, price] of [
      ["AAPL", 121.26],
      ["BRK.A", 345_000],
      ["PENNY", 0.0132],
      ["Z", 1],
    ] as const) {
      for (const count of [1, 21, 260])
        expect(simulateDailyCloses(symbol, price, count)).toEqual(
          simulateDailyBars(symbol, price, 1_000, end, count).map((bar) => bar.close),
        );
    }
  });
});
