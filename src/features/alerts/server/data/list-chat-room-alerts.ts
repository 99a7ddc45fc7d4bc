import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatRoomAlertKinds } from "../../alert-kinds";
import { alertStates, alerts } from "../schema";

/**
 * The active alerts on a chat room (docs/alerts.md#chat-alerts), each with what was remembered of
 * it on its room (the symbol column holds the room): armed or not, and the last majority.
 */
export async function listChatRoomAlerts(db: Database) {
  const rows = await db
    .select({
      id: alerts.id,
      userId: alerts.userId,
      kind: alerts.kind,
      room: alerts.symbol,
      params: alerts.params,
      frequency: alerts.frequency,
      armed: alertStates.armed,
      majority: alertStates.majority,
    })
    .from(alerts)
    .leftJoin(
      alertStates,
      and(eq(alertStates.alertId, alerts.id), eq(alertStates.symbol, alerts.symbol)),
    )
    .where(
      and(
        eq(alerts.status, "active"),
        eq(alerts.scope, "symbol"),
        inArray(alerts.kind, [...chatRoomAlertKinds]),
      ),
    );
  return rows.flatMap(({ room, ...alert }) => (room === null ? [] : [{ ...alert, room }]));
}

export type ChatRoomAlert = Awaited<ReturnType<typeof listChatRoomAlerts>>[number];
