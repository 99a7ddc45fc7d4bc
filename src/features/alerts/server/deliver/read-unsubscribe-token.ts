import "server-only";
import { getAuthSecret } from "@/server/auth/auth-secret";
import { type UnsubscribeScope, verifyUnsubscribeToken } from "./unsubscribe-token";

/** What an unsubscribe link's token stops, under this app's secret, or null when it does not verify. */
export function readUnsubscribeToken(token: string): UnsubscribeScope | null {
  return verifyUnsubscribeToken(getAuthSecret(), token);
}
