import { describe, expect, it } from "vitest";
import { percentFromFirstCommon } from "./percent-from-first-common";

const bars = (pairs: [number, number][]) => pairs.map(([time, close]) => ({ time, close }));

describe("percentFromFirstCommon", () => {
  it("starts every series at 0% on the first bar they all have", () => {
    const apple = bars([
      [1, 100],
      [2, 110],
      [3, 121],
    ]);
    const young = bars([
      [2, 50],
      [3, 40],
    ]); // listed a day later
    const [a, b] = percentFromFirstCommon([apple, young]);
    expect(a).toEqual([
      { time: 2, value: 0 },
      { time: 3, value: expect.closeTo(10, 9) },
    ]);
    expect(b).toEqual([
      { time: 2, value: 0 },
      { time: 3, value: expect.closeTo(-20, 9) },
    ]);
  });

  it("gives empty series when they share no bar", () => {
    expect(percentFromFirstCommon([bars([[1, 10]]), bars([[2, 10]])])).toEqual([[], []]);
    expect(percentFromFirstCommon([])).toEqual([]);
  });

  it("keeps a lone series, from its first bar", () => {
    expect(
      percentFromFirstCommon([
        bars([
          [5, 4],
          [6, 5],
        ]),
      ]),
    ).toEqual([
      [
        { time: 5, value: 0 },
        { time: 6, value: 25 },
      ],
    ]);
  });
});
