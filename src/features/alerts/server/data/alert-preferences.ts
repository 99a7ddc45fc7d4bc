import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alertPreferences } from "../schema";

/** The defaults of a person who never saved settings: New York time, no quiet hours, instant mail. */
export const DEFAULT_ALERT_PREFERENCES = {
  timeZone: "America/New_York",
  quietStart: null,
  quietEnd: null,
  mailMode: "instant",
  mailUnsubscribed: false,
} as const;

export type AlertPreferences = {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  mailMode: "instant" | "digest";
  mailUnsubscribed: boolean;
};

/** A person's alert settings, or the defaults (docs/alerts.md#quiet-hours). */
export async function readAlertPreferences(
  db: Database,
  userId: string,
): Promise<AlertPreferences & { saved: boolean }> {
  const [row] = await db
    .select({
      timeZone: alertPreferences.timeZone,
      quietStart: alertPreferences.quietStart,
      quietEnd: alertPreferences.quietEnd,
      mailMode: alertPreferences.mailMode,
      mailUnsubscribed: alertPreferences.mailUnsubscribed,
    })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, userId))
    .limit(1);
  return row ? { ...row, saved: true } : { ...DEFAULT_ALERT_PREFERENCES, saved: false };
}
