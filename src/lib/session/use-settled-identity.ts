"use client";

import { useSession } from "next-auth/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { identityFromSession, readKeptIdentity, writeKeptIdentity, type Identity } from "./identity";

type Settled = { identity: Identity; fromDevice: boolean } | null;

/** Whether the session endpoint answers: "signed-out" when it says there is no session. */
async function probeSession(): Promise<"signed-out" | "unreachable" | "signed-in"> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store" });
    if (!response.ok) return "unreachable";
    const body = (await response.json()) as { user?: unknown };
    return body.user ? "signed-in" : "signed-out";
  } catch {
    return "unreachable";
  }
}

/**
 * The session, settled: null while it is loading (SPEC §4: nothing renders then). next-auth v4
 * turns an unreachable `/api/auth/session` into "no session"; when this device kept a signed-in
 * identity, the endpoint is asked once more, and if it cannot be reached, the kept identity is used
 * (offline still means "me"), flagged `fromDevice`.
 */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

export function useSettledIdentity(): Settled {
  const { data: session, status } = useSession();
  // Read after hydration only (the server snapshot is "none"), so the first client render matches the server's.
  const hasKeptIdentity = useSyncExternalStore(subscribeToStorage, () => readKeptIdentity() !== null, () => false);
  const [offlineFallback, setOfflineFallback] = useState<{ for: typeof session; identity: Identity | null } | null>(null);

  useEffect(() => {
    if (status === "authenticated") writeKeptIdentity(identityFromSession(session));
    if (status !== "unauthenticated") return;
    const kept = readKeptIdentity();
    if (!kept) return;
    let cancelled = false;
    void probeSession().then((answer) => {
      if (cancelled) return;
      if (answer === "signed-out") writeKeptIdentity(null);
      setOfflineFallback({ for: session, identity: answer === "unreachable" ? kept : null });
    });
    return () => {
      cancelled = true;
    };
  }, [status, session]);

  if (status === "loading") return null;
  if (status === "authenticated") return { identity: identityFromSession(session), fromDevice: false };
  // Unauthenticated: while a kept identity is being checked, the session is still settling.
  const checked = offlineFallback?.for === session ? offlineFallback : null;
  if (checked?.identity) return { identity: checked.identity, fromDevice: true };
  if (!checked && hasKeptIdentity) return null;
  return { identity: identityFromSession(null), fromDevice: false };
}
