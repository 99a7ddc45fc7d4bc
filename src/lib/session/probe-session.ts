/** What the session endpoint says right now: unreachable, or the id of whoever the cookie names (null: nobody). */
export type SessionProbe = { reachable: false } | { reachable: true; userId: string | null };

/**
 * Asks `/api/auth/session` directly. next-auth v4's own client turns a failed request into "no
 * session", which cannot tell "signed out" from "offline"; this can.
 */
export async function probeSession(): Promise<SessionProbe> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store" });
    if (!response.ok) return { reachable: false };
    const body = (await response.json()) as { user?: { id?: unknown } } | null;
    if (!body?.user) return { reachable: true, userId: null };
    const id = body.user.id;
    return { reachable: true, userId: typeof id === "string" && id ? id : "guest" }; // a missing id reads as `guest`
  } catch {
    return { reachable: false }; // no answer, or not JSON (a proxy's error page)
  }
}
