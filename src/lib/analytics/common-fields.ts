import type { UserType } from "@/server/db/enums";
import type { CommonFields } from "./event-catalogue";
import { getAnalyticsSessionId } from "./session-id";

/** docs/behaviour.md#analytics-events: user_type (default guest), timestamp, page_url and session_id, for an event made now. */
export function buildCommonFields(
  userType: UserType = "guest",
  now: Date = new Date(),
): CommonFields {
  return {
    user_type: userType,
    timestamp: now.toISOString(),
    page_url: typeof location === "undefined" ? null : location.href,
    session_id: getAnalyticsSessionId(),
  };
}
