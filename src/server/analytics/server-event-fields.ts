/**
 * The common fields of an event the server sends on a registered person's behalf with no browser
 * behind it (a webhook, an admin's action, a job): page_url and session_id are null
 * (docs/behaviour.md#analytics-events).
 */
export const serverEventFields = () => ({
  user_type: "authenticated" as const,
  timestamp: new Date().toISOString(),
  page_url: null,
  session_id: null,
});
