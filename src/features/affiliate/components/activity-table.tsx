import { AnalyticsTable } from "@/features/analytics/components";
import { figureFormats } from "@/lib/format/figure-formats";
import { formatPrice } from "@/lib/format/format-price";
import type { ActivityBucket } from "../bucket-activity";
import { activityBucketLabel } from "./activity-bucket-label";

/** The chart's numbers, folded away until asked for: the chart for screen readers, and exact figures for everyone. */
export function ActivityTable({
  buckets,
  unit,
}: {
  buckets: ActivityBucket[];
  unit: "day" | "week";
}) {
  const { count } = figureFormats;
  return (
    <details className="mt-4 text-sm">
      <summary className="text-brand-700 dark:text-brand-500 cursor-pointer font-medium">
        Show the numbers by {unit}
      </summary>
      <div className="mt-2">
        <AnalyticsTable
          caption={`Unique visitors, registrations and commissions earned by ${unit}, oldest first`}
          head={[unit === "day" ? "Day" : "Week", "Visitors", "Registrations", "Earned"]}
          rows={buckets.map((bucket) => [
            activityBucketLabel(bucket),
            count.format(bucket.clicks),
            count.format(bucket.registrations),
            formatPrice(bucket.earned),
          ])}
          empty="No days in this range."
        />
      </div>
    </details>
  );
}
