import { describe, expect, it } from "vitest";
import type { ChartBar } from "./chart-bar";
import type { ChartEvent } from "./chart-marker";
import { dailyChartBars } from "./daily-chart-bars";
import { minuteChartTime } from "./minute-chart-time";
import { placeChartMarkers } from "./place-chart-markers";

const session = (date: string) => ({ date, open: 1, high: 1, low: 1, close: 1, volume: 1 });
/** Thursday 4 March 2021 to Tuesday 9 March: no bars on the weekend of the 6th and 7th. */
const days = dailyChartBars(["2021-03-04", "2021-03-05", "2021-03-08", "2021-03-09"].map(session));
const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1_000;
const onDay = (kind: ChartEvent["kind"], date: string, text: string = kind): ChartEvent => ({
  kind,
  date,
  minute: null,
  text,
});
/** A call at a New York wall-clock time of a day in March 2021 (EST, UTC−5). */
const call = (
  kind: ChartEvent["kind"],
  date: string,
  clock: string,
  text: string = kind,
): ChartEvent => {
  const { time } = minuteChartTime(new Date(`${date}T${clock}-05:00`));
  return { kind, date, minute: time, text };
};
/** Minute bars of 5 March 2021 at 09:30, 09:31 and 09:45 New York time, then 8 March at 04:00. */
const minutes: ChartBar[] = [
  ["2021-03-05", 9 * 60 + 30],
  ["2021-03-05", 9 * 60 + 31],
  ["2021-03-05", 9 * 60 + 45],
  ["2021-03-08", 4 * 60],
].map(([date, minute]) => ({
  ...session(date as string),
  time: midnight(date as string) + (minute as number) * 60,
}));

describe("placing events on the chart's bars", () => {
  it("puts a day's event on its own bar, and a weekend's on the Monday", () => {
    const markers = placeChartMarkers(
      days,
      [onDay("dividend", "2021-03-06"), onDay("earnings", "2021-03-05")],
      false,
    );
    expect(markers).toEqual([
      { time: midnight("2021-03-05"), kind: "earnings", text: "earnings" },
      { time: midnight("2021-03-08"), kind: "dividend", text: "dividend" },
    ]);
  });

  it("leaves out events before the first bar and after the last, keeping those on the ends", () => {
    const markers = placeChartMarkers(
      days,
      [
        onDay("earnings", "2021-03-03"),
        onDay("dividend", "2021-03-04"),
        onDay("bullish", "2021-03-09"),
        onDay("earnings", "2021-03-10"),
      ],
      false,
    );
    expect(markers.map((marker) => [marker.time, marker.kind])).toEqual([
      [midnight("2021-03-04"), "dividend"],
      [midnight("2021-03-09"), "bullish"],
    ]);
  });

  it("sorts by time and keeps every event of one bar, in the order given", () => {
    const markers = placeChartMarkers(
      days,
      [
        call("bearish", "2021-03-09", "11:00"),
        call("bullish", "2021-03-05", "15:00", "first"),
        onDay("earnings", "2021-03-05"),
        call("call", "2021-03-05", "10:00", "last"),
      ],
      false,
    );
    expect(markers.map((marker) => marker.text)).toEqual(["first", "earnings", "last", "bearish"]);
    expect(markers.map((marker) => marker.time)).toEqual(
      [...markers.map((marker) => marker.time)].sort((a, b) => a - b),
    );
  });

  it("on minute bars, puts a call on its minute or the next bar, and drops it outside the bars", () => {
    const markers = placeChartMarkers(
      minutes,
      [
        call("bullish", "2021-03-05", "09:31:40", "on its minute"),
        call("bearish", "2021-03-05", "09:32:10", "in a gap"),
        call("call", "2021-03-05", "20:00", "overnight"),
        call("bullish", "2021-03-05", "09:29:59", "before the first"),
        call("bullish", "2021-03-08", "04:01", "after the last"),
      ],
      true,
    );
    expect(markers.map((marker) => [marker.time, marker.text])).toEqual([
      [minutes[1]!.time, "on its minute"],
      [minutes[2]!.time, "in a gap"],
      [minutes[3]!.time, "overnight"],
    ]);
  });

  it("on minute bars, puts a day's event on that day's first bar, or the next day's", () => {
    const markers = placeChartMarkers(
      minutes,
      [
        onDay("earnings", "2021-03-05"),
        onDay("dividend", "2021-03-06"),
        onDay("dividend", "2021-03-04"),
      ],
      true,
    );
    expect(markers.map((marker) => [marker.time, marker.kind])).toEqual([
      [minutes[0]!.time, "earnings"],
      [minutes[3]!.time, "dividend"],
    ]);
  });

  it("marks nothing without bars", () => {
    expect(placeChartMarkers([], [onDay("earnings", "2021-03-05")], false)).toEqual([]);
  });
});
