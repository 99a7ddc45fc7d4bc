import { signOut as nextAuthSignOut } from "next-auth/react";
import { readPendingSignOut, writePendingSignOut } from "./pending-sign-out";
import { probeSession } from "./probe-session";

let running: Promise<void> | null = null;

/**
 * Tells the server of a sign-out already done on this device (docs/behaviour.md#sessions), so it
 * ends the session too. Called right after signing out, whenever the server answers again, and
 * before a sign-in or registration (which would otherwise act on the old cookie). Until it
 * succeeds the sign-out stays pending, across reloads.
 *
 * Who may be signed out: only the person who signed out. The server ends whatever session the
 * cookie carries, and the cookie is shared by every tab, so the session endpoint is asked first.
 * If it names that person, the server is told; if it names someone else (they signed in since),
 * there is nothing of the signed-out person left to end, and the pending sign-out is dropped
 * without a request: another person's session is never ended. If it names nobody, the request
 * ends nothing and only refreshes this tab's idea of the session. Our
 * forms finish a pending sign-out before signing anyone in, so what is left is a sign-in made
 * outside them in the instant between the two requests; next-auth's endpoint cannot be asked to end
 * one named person only.
 */
export function finishPendingSignOut(): Promise<void> {
  running ??= tellServer().finally(() => {
    running = null;
  });
  return running;
}

async function tellServer(): Promise<void> {
  const userId = readPendingSignOut();
  if (userId === null) return;
  const before = await probeSession();
  if (!before.reachable) return; // still pending: tried again when the server answers
  // Nobody: the session already ended (another tab, or this page's request before a reload told
  // the server). Asking next-auth to sign out then ends nothing, but makes this tab's session state
  // re-read it: the page may have been rendered, a moment before, with the session still alive,
  // and would otherwise go on showing the person.
  if (before.userId === userId || before.userId === null) {
    await nextAuthSignOut({ redirect: false }).catch(() => undefined);
    // Done only once the session endpoint no longer names them (a refused CSRF check also answers 200).
    const after = await probeSession();
    if (!after.reachable || after.userId === userId) return;
  }
  if (readPendingSignOut() === userId) writePendingSignOut(null);
}
