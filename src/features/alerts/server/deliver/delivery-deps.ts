import "server-only";
import type { Mailer } from "@/features/mail/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";

/** A later run of one person's waiting deliveries: a grouped window's end, quiet hours' end. */
export type FlushJob = { key: string; userId: string; at: Date };

/**
 * What delivery needs beyond the database, handed in so tests give their own mailer, clock and
 * queue (docs/alerts.md#delivery-in-the-app); deliver-triggers.ts hands in the process's.
 */
export type DeliveryDeps = {
  now: () => Date;
  mailer: Pick<Mailer, "available" | "link" | "send">;
  /** The app's auth secret, which signs unsubscribe links. */
  secret: string;
  schedule: (job: FlushJob) => Promise<void>;
  analytics: ServerAnalytics | null;
};
