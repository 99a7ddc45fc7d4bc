import "server-only";
import { getMailer } from "@/features/mail/server";
import { getServerAnalytics } from "@/server/analytics/get-server-analytics";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { getJobQueue } from "@/server/jobs/get-job-queue";
import { scheduleFlush } from "./alert-delivery-queue";
import type { DeliveryDeps } from "./delivery-deps";

/** The process's clock, mailer, secret, job queue and analytics, for delivery in the app. */
export function defaultDeliveryDeps(): DeliveryDeps {
  return {
    now: () => new Date(),
    mailer: getMailer(),
    secret: getAuthSecret(),
    schedule: async (job) => scheduleFlush(await getJobQueue(), job),
    analytics: getServerAnalytics(),
  };
}
