"use client";

import { type KeyboardEvent, useState } from "react";
import { Gridlines } from "@/components/ui/gridlines";
import { otherSeriesColour, seriesColours } from "@/components/ui/series-colours";
import { ValueAxis } from "@/components/ui/value-axis";
import { columnAfterKey } from "@/lib/charts/column-after-key";
import { figureFormats } from "@/lib/format/figure-formats";
import { niceScale } from "@/lib/format/nice-scale";
import { describeEventsPerDay } from "../describe-events-per-day";
import type { AnalyticsDashboard } from "../server/data";
import { stackFamilies } from "../stack-families";
import { EventsPerDayTable } from "./events-per-day-table";

const dayName = (day: string) => figureFormats.day.format(new Date(`${day}T00:00:00Z`));
const colourOf = (index: number, other: boolean) =>
  other ? otherSeriesColour : (seriesColours[index] ?? otherSeriesColour);

/**
 * Stacked columns, one per day of the range, with a value axis and gridlines; the day under the
 * pointer, or chosen with the arrow keys once the chart has focus, is read out above it. A sentence
 * sums it up, and the numbers are in a table below (docs/product.md#analytics).
 */
export function EventsPerDayChart({
  perDay,
  days,
}: {
  perDay: AnalyticsDashboard["perDay"];
  days: string[];
}) {
  const [active, setActive] = useState<number | null>(null);
  if (perDay.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">No events in this range yet.</p>
    );
  const stacked = stackFamilies(perDay, days);
  const { top, ticks } = niceScale(Math.max(...stacked.days.map((day) => day.total)));
  const shown = active === null ? undefined : stacked.days[active];
  const gap = days.length > 45 ? "gap-px" : days.length > 14 ? "gap-0.5" : "gap-1.5";
  const { count } = figureFormats;
  /** How far up the chart `value` stands, the stacks starting at zero. */
  const height = (value: number) => `${(value / top) * 100}%`;

  function move(event: KeyboardEvent) {
    const next = columnAfterKey(event.key, active, stacked.days.length - 1);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  return (
    <figure>
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">
        {describeEventsPerDay(stacked)}
      </figcaption>
      <p aria-live="polite" className="mt-3 min-h-10 text-sm sm:min-h-5">
        {shown ? (
          <>
            <span className="font-semibold">{`${dayName(shown.day)}: ${count.format(shown.total)} ${shown.total === 1 ? "event" : "events"}`}</span>
            {shown.values.map((value, i) =>
              value > 0 ? (
                <span key={i} className="text-slate-600 dark:text-slate-400">
                  {" "}
                  · {stacked.series[i]?.label} {count.format(value)}
                </span>
              ) : null,
            )}
          </>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">
            Point at a day, or focus the chart and use the arrow keys, to read its figures.
          </span>
        )}
      </p>
      <div className="mt-2 flex gap-2">
        <ValueAxis ticks={ticks} at={height} format={(tick) => count.format(tick)} width="w-12" />
        <div className="relative h-48 min-w-0 flex-1">
          <Gridlines ticks={ticks} at={height} />
          <div
            tabIndex={0}
            role="group"
            aria-label="Events per day. Use the left and right arrow keys to read each day."
            onKeyDown={move}
            onFocus={() => setActive((current) => current ?? stacked.days.length - 1)}
            onBlur={() => setActive(null)}
            onMouseLeave={() => setActive(null)}
            className={`focus-visible:outline-brand-500 absolute inset-0 flex items-end rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 ${gap}`}
          >
            {stacked.days.map((day, index) => (
              <div
                key={day.day}
                onMouseEnter={() => setActive(index)}
                className={`flex h-full min-w-0 flex-1 flex-col-reverse ${index === active ? "bg-slate-200/70 dark:bg-slate-800/70" : ""}`}
              >
                {day.values.map((value, i) =>
                  value > 0 ? (
                    <div
                      key={i}
                      className={colourOf(i, stacked.series[i]?.other ?? false)}
                      style={{ height: height(value) }}
                    />
                  ) : null,
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="mt-1 ml-14 flex justify-between text-xs text-slate-600 dark:text-slate-400"
      >
        <span>{dayName(days[0] ?? "")}</span>
        {days.length > 2 && <span>{dayName(days[Math.floor(days.length / 2)] ?? "")}</span>}
        <span>{dayName(days.at(-1) ?? "")}</span>
      </div>
      <ul aria-label="Families" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {stacked.series.map((series, i) => (
          <li key={series.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-3 rounded-sm ${colourOf(i, series.other)}`} />
            {series.label} ({count.format(series.total)})
          </li>
        ))}
      </ul>
      <EventsPerDayTable stacked={stacked} />
    </figure>
  );
}
