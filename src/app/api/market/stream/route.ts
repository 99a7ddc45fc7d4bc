import { openNotificationEvents } from "@/features/alerts/server/live/open-notification-events";
import { createQuoteStreamHandler } from "@/features/market/server/quotes/create-quote-stream-handler";
import { getQuoteHub } from "@/features/market/server/quotes/get-quote-hub";
import { getDatabaseHandle, getDb } from "@/server/db/get-database";

/** Live quotes of a page's symbols (docs/live-market.md#the-live-path-feed--database--page); never cached or prerendered. */
export const dynamic = "force-dynamic";

/** With a session, `?personal=1` adds the person's notifications (docs/alerts.md#delivery-in-the-app). */
export const GET = createQuoteStreamHandler({
  getDb,
  getHub: () => getQuoteHub(getDatabaseHandle),
  readPersonalEvents: openNotificationEvents(getDatabaseHandle),
});
