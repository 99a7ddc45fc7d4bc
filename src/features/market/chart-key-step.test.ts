import { describe, expect, it } from "vitest";
import { chartKeyStep } from "./chart-key-step";

const view = { from: 100, to: 200 };

describe("chartKeyStep", () => {
  it("pans by a tenth of the view", () => {
    expect(chartKeyStep("ArrowLeft", view)).toEqual({ from: 90, to: 190 });
    expect(chartKeyStep("ArrowRight", view)).toEqual({ from: 110, to: 210 });
    expect(chartKeyStep("ArrowLeft", { from: 0, to: 4 })).toEqual({ from: -1, to: 3 }); // a bar at least
  });

  it("zooms around the middle", () => {
    expect(chartKeyStep("+", view)).toEqual({ from: 110, to: 190 });
    expect(chartKeyStep("=", view)).toEqual({ from: 110, to: 190 });
    expect(chartKeyStep("-", view)).toEqual({ from: 87.5, to: 212.5 });
  });

  it("goes to the first bars at the same zoom, or to the latest", () => {
    expect(chartKeyStep("Home", view)).toEqual({ from: 0, to: 100 });
    expect(chartKeyStep("End", view)).toBe("end");
    expect(chartKeyStep("a", view)).toBeNull();
  });
});
