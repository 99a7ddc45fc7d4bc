import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import {
  alertDeliveries,
  alertPreferences,
  alerts,
  alertTriggers,
  notifications,
  pushSubscriptions,
  webhookEndpoints,
} from "@/server/db/schema";

/**
 * The person's alerts part of "Export my data" (docs/product.md#accounts-and-mail): alerts,
 * triggers, deliveries, notifications, settings, and their push devices and webhooks without the
 * keys and secrets that would let the file's reader send as them (docs/alerts.md#creating-and-managing-alerts).
 */
export async function exportAlerts(db: Database, userId: string) {
  const [rules, triggers, deliveries, notices, preferences, devices, webhooks] = await Promise.all([
    db.select().from(alerts).where(eq(alerts.userId, userId)),
    db.select().from(alertTriggers).where(eq(alertTriggers.userId, userId)),
    db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId)),
    db
      .select({
        id: pushSubscriptions.id,
        label: pushSubscriptions.label,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        createdAt: webhookEndpoints.createdAt,
      })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId)),
  ]);
  return {
    alerts: rules.map(({ userId: _owner, ...rule }) => rule),
    triggers: triggers.map(({ userId: _owner, ...trigger }) => trigger),
    deliveries: deliveries.map(({ userId: _owner, ...delivery }) => delivery),
    notifications: notices.map(({ userId: _owner, ...notice }) => notice),
    preferences: preferences.map(({ userId: _owner, ...preference }) => preference)[0] ?? null,
    pushSubscriptions: devices,
    webhooks,
  };
}
