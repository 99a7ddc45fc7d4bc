import { describe, expect, it } from "vitest";
import { simulateDailyBars } from "./simulate-daily-bars";
import { simulateDailyCloses } from "./simulate-daily-closes";

describe("simulated daily closes", () => {
  it("are the closes of the simulated bars, whatever the symbol, price and length", () => {
    const end = new Date("2021-02-26T00:00:00Z");
    for (const [symbol, lastPrice, changePct, marketCap] of [
      ["AAPL", 121.26, -3.48, 2.0e12],
      ["BRK.A", 345_000, 0.5, null],
      ["PENNY", 0.0132, 10, 1e6],
      ["Z", 1, null, 3e9],
    ] as const) {
      const security = { symbol, lastPrice, changePct, marketCap };
      for (const count of [1, 21, 260, 1_260])
        expect(simulateDailyCloses(security, count)).toEqual(
          simulateDailyBars({ ...security, volume: 1_000 }, end, count).map((bar) => bar.close),
        );
    }
  });
});
