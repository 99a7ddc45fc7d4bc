import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { ScreenMembership } from "../evaluate/judge-screen-checks";
import { alertStates } from "../schema";

/** What a screen alert remembers of each symbol (in_screen, streak), by symbol. */
export async function listScreenMemberships(
  db: Database,
  alertId: string,
): Promise<Map<string, ScreenMembership>> {
  const rows = await db
    .select({
      symbol: alertStates.symbol,
      inScreen: alertStates.inScreen,
      streak: alertStates.streak,
    })
    .from(alertStates)
    .where(and(eq(alertStates.alertId, alertId), ne(alertStates.symbol, "")));
  return new Map(
    rows.map((row) => [row.symbol, { inScreen: row.inScreen ?? false, streak: row.streak }]),
  );
}
