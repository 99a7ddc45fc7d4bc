/**
 * The LISTEN/NOTIFY channel of in-app notifications (docs/alerts.md#delivery-in-the-app): each
 * notification names the person whose notifications changed; the hub fetches their unread count.
 */
export const NOTIFICATION_CHANNEL = "alert_notifications";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The person's id in `payload`, or null for anything else on the channel. */
export function decodeNotificationPayload(payload: string): string | null {
  return UUID.test(payload) ? payload : null;
}
