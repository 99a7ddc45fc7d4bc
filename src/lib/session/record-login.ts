import { track } from "@/lib/analytics/track";
import { type Identity, isRegistered } from "./identity";

const landingPage = () => (typeof window === "undefined" ? null : window.location.pathname);

/** docs/behaviour.md#sessions: one login event per transition, labelled guest or credentials (Auth family, docs/behaviour.md#analytics-events). */
export function recordLogin(method: "guest" | "credentials", identity: Identity): void {
  track("auth_login", {
    auth_method: method,
    user_id: identity.id,
    user_type: identity.type,
    login_source: method === "guest" ? "guest_session" : "credentials_form",
    landing_page: landingPage(),
  });
}

export function recordLoginFailure(): void {
  track("auth_login_failed", {
    auth_method: "credentials",
    user_id: "guest",
    user_type: "guest",
    login_source: "login_page",
    landing_page: landingPage(),
  });
}

export function recordLogout(identity: Identity): void {
  track("auth_logout", {
    auth_method: isRegistered(identity) ? "credentials" : "guest",
    user_id: identity.id,
    user_type: identity.type,
    login_source: "sign_out",
    landing_page: landingPage(),
  });
}
