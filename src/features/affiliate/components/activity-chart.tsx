"use client";

import { useState } from "react";
import { seriesColours } from "@/components/ui/series-colours";
import { figureFormats } from "@/lib/format/figure-formats";
import { formatPrice } from "@/lib/format/format-price";
import { type ActivityBucket, bucketActivity, type DayActivity } from "../bucket-activity";
import { activityBucketLabel, shortDay } from "./activity-bucket-label";
import { ActivityColumns } from "./activity-columns";
import { ActivityTable } from "./activity-table";
import { SegmentedControl } from "./segmented-control";

type Measure = "visits" | "earned";
const measures: Array<{ value: Measure; label: string }> = [
  { value: "visits", label: "Visitors and registrations" },
  { value: "earned", label: "Commissions" },
];

const [clicksColour, registrationsColour, earnedColour] = seriesColours;
/** A bucket whose refunds and disputes outweigh its commissions. */
const takenBackColour = "bg-red-600 dark:bg-red-400";
const legends: Record<Measure, Array<{ label: string; colour: string }>> = {
  visits: [
    { label: "Unique visitors", colour: clicksColour },
    { label: "Registrations", colour: registrationsColour },
  ],
  earned: [{ label: "Commissions earned (refunds deducted)", colour: earnedColour }],
};

const { count } = figureFormats;
const some = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;
const figuresOf = (bucket: ActivityBucket) =>
  `${some(bucket.clicks, "visitor", "visitors")} · ${some(bucket.registrations, "registration", "registrations")} · ${formatPrice(bucket.earned)} earned`;

/**
 * Unique visitors and registrations, or commissions earned, over the range: by day, by week over a year. The
 * column under the pointer or the arrow keys is read out above; the numbers are in a table below.
 */
export function ActivityChart({ series, range }: { series: DayActivity[]; range: string }) {
  const [measure, setMeasure] = useState<Measure>("visits");
  const [active, setActive] = useState<number | null>(null);
  const weekly = series.length > 90;
  const buckets = bucketActivity(series, weekly ? 7 : 1);
  // The whole range as one bucket: its totals.
  const total = bucketActivity(series, series.length)[0];
  const shown = active === null ? undefined : buckets[active];
  const columns = buckets.map((bucket) =>
    measure === "visits"
      ? [
          { value: bucket.clicks, colour: clicksColour },
          { value: bucket.registrations, colour: registrationsColour },
        ]
      : [{ value: bucket.earned, colour: bucket.earned < 0 ? takenBackColour : earnedColour }],
  );
  const legend =
    measure === "earned" && buckets.some((bucket) => bucket.earned < 0)
      ? [...legends.earned, { label: "More taken back than earned", colour: takenBackColour }]
      : legends[measure];
  const [first, last] = [series[0], series.at(-1)];
  const blank =
    measure === "visits"
      ? !total?.clicks && !total?.registrations
      : buckets.every((bucket) => bucket.earned === 0);

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {total
            ? `${figuresOf(total)} over ${range}, ${weekly ? "by week" : "by day"} (UTC).`
            : "No days in this range."}
        </p>
        <SegmentedControl
          label="Chart shows"
          size="sm"
          options={measures}
          value={measure}
          onChange={setMeasure}
        />
      </div>
      {blank ? (
        <p className="mt-3 flex h-48 items-center justify-center rounded-lg border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {measure === "visits"
            ? "No visitors or registrations in this range yet."
            : "No commissions earned in this range yet."}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="mt-3 min-h-10 text-sm sm:min-h-5">
            {shown ? (
              <>
                <span className="font-semibold">{activityBucketLabel(shown)}:</span>{" "}
                <span className="text-slate-700 dark:text-slate-300">{figuresOf(shown)}</span>
              </>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">
                Point at a {weekly ? "week" : "day"}, or focus the chart and use the arrow keys, to
                read its figures.
              </span>
            )}
          </p>
          <div className="mt-2">
            <ActivityColumns
              columns={columns}
              formatTick={
                measure === "visits" ? (tick) => count.format(tick) : (tick) => formatPrice(tick)
              }
              label={measure === "visits" ? "Visitors and registrations" : "Commissions earned"}
              active={active}
              onActive={setActive}
            />
          </div>
          {first && last && (
            <div
              aria-hidden="true"
              className="mt-1 ml-16 flex justify-between text-xs text-slate-600 dark:text-slate-400"
            >
              <span>{shortDay(first.day)}</span>
              <span>{shortDay(last.day)}</span>
            </div>
          )}
        </>
      )}
      {!blank && (
        <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {legend.map((entry) => (
            <li key={entry.label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-3 rounded-sm ${entry.colour}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      <ActivityTable buckets={buckets} unit={weekly ? "week" : "day"} />
    </div>
  );
}
