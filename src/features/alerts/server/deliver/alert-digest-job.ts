import "server-only";
import type { Database } from "@/server/db/create-database";
import type { PeriodicJob } from "@/server/jobs/schedule-periodic-jobs";
import { defaultDeliveryDeps } from "./default-delivery-deps";
import { sendAlertDigests } from "./send-alert-digests";

/** The daily digest at 22:00 UTC, after the US close in either season (docs/alerts.md#mail). */
export function alertDigestJob(getDb: () => Database): PeriodicJob {
  return {
    name: "alert-digest",
    cron: "0 22 * * *",
    run: () => sendAlertDigests(getDb(), defaultDeliveryDeps()),
  };
}
