import { track } from "@/lib/analytics/track";
import type { Identity } from "./identity";

const landingPage = () => (typeof window === "undefined" ? null : window.location.pathname);

/** SPEC §4: one login event per transition, labelled guest or credentials (Auth family, SPEC §3). */
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
  track("auth_login_failed", { auth_method: "credentials", user_id: "guest", user_type: "guest", login_source: "login_page", landing_page: landingPage() });
}

export function recordLogout(identity: Identity): void {
  track("auth_logout", {
    auth_method: identity.type === "guest" ? "guest" : "credentials",
    user_id: identity.id,
    user_type: identity.type,
    login_source: "sign_out",
    landing_page: landingPage(),
  });
}
