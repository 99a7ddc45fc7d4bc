import { figureFormats } from "@/lib/format/figure-formats";
import type { ActivityBucket } from "../bucket-activity";

/** A UTC day (YYYY-MM-DD) as "Mar 4". */
export const shortDay = (date: string) => figureFormats.day.format(new Date(`${date}T00:00:00Z`));

/** A bucket's days as people read them: "Mar 4" for a day, "Mar 4 – Mar 10" for a week. */
export const activityBucketLabel = (bucket: ActivityBucket) =>
  bucket.from === bucket.to
    ? shortDay(bucket.from)
    : `${shortDay(bucket.from)} – ${shortDay(bucket.to)}`;
