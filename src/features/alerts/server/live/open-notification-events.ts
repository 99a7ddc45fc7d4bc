import "server-only";
import { readSession } from "@/features/auth/server";
import type { Database, DatabaseHandle } from "@/server/db/create-database";
import { getNotificationHub } from "./get-notification-hub";

/** Sends one named event on a page's stream. */
type SendEvent = (event: string, data: unknown) => void;

/**
 * The page stream's personal part (docs/alerts.md#delivery-in-the-app): for a request with a
 * session (an account or a guest), a subscription that sends `notification` events with the unread
 * count; null for a visitor, whose stream stays quotes only.
 */
export function openNotificationEvents(getHandle: () => Pick<DatabaseHandle, "db" | "listen">) {
  return async (request: Request, db: Database) => {
    const session = await readSession(db, request.headers);
    if (!session) return null;
    const userId = session.user.id;
    return (send: SendEvent) =>
      getNotificationHub(getHandle).subscribe({
        userId,
        deliver: (event) => send("notification", event),
      });
  };
}
