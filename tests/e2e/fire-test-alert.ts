/**
 * Fires one alert for the account `email` on the PostgreSQL database of DATABASE_URL, as the
 * evaluator would: an alert and a trigger row written directly, then `deliverTriggers` with its
 * id. Run by alert-notifications.spec.ts (`tsx --conditions=react-server`), with the settings of
 * the server under test, so the notification's NOTIFY reaches that server and the mail job its
 * mail worker. It confirms the address first: the spec's subject is alert mail, not confirmation.
 */
import { eq } from "drizzle-orm";
import { deliverTriggers } from "@/features/alerts/server/deliver/deliver-triggers";
import { getDb } from "@/server/db/get-database";
import { alerts, alertTriggers, users } from "@/server/db/schema";

const email = process.argv[2];
if (!email) throw new Error("usage: fire-test-alert.ts <email>");
const db = getDb();
const [user] = await db
  .update(users)
  .set({ emailVerifiedAt: new Date() })
  .where(eq(users.email, email))
  .returning({ id: users.id });
if (!user) throw new Error(`no account ${email}`);
const [alert] = await db
  .insert(alerts)
  .values({
    userId: user.id,
    kind: "price_cross",
    scope: "symbol",
    symbol: "AAPL",
    params: { level: 200, direction: "above" },
    channels: ["in_app", "mail"],
  })
  .returning({ id: alerts.id });
const [trigger] = await db
  .insert(alertTriggers)
  .values({
    alertId: alert!.id,
    userId: user.id,
    symbol: "AAPL",
    occurrence: "once",
    message: "AAPL crossed above 200.00",
    price: 200.4,
    quoteAsOf: new Date(),
    quoteSource: "Simulated market, real-time",
  })
  .returning({ id: alertTriggers.id });
await deliverTriggers(db, [trigger!.id]);
process.exit(0);
