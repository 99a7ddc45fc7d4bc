import { track } from "@/lib/analytics/track";
import type { Identity } from "./identity";

/** SPEC §4: one login event per transition, labelled guest or credentials (Auth family, SPEC §3). */
export function recordLogin(method: "guest" | "credentials", identity: Identity): void {
  track("auth_login", {
    auth_method: method,
    user_id: identity.id,
    user_type: identity.type,
    login_source: method === "guest" ? "guest_session" : "credentials_form",
    landing_page: typeof window === "undefined" ? null : window.location.pathname,
  });
}
