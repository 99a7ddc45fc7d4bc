import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { type HeldLock, holdAdvisoryLock } from "@/server/db/hold-advisory-lock";

/** Arbitrary but fixed: every node asks for the same advisory lock to run the live feed. */
const FEED_LOCK_KEY = 7_311_003;

/**
 * Takes the right to run the live feed (docs/live-market.md#the-live-path-feed--database--page),
 * or null while another node holds it; held until released or its connection drops.
 */
export function holdFeedLock(connection: DatabaseHandle["connection"]): Promise<HeldLock | null> {
  return holdAdvisoryLock(connection, FEED_LOCK_KEY, "marketdesk-quote-feed");
}
