"use client";

import { useSession } from "next-auth/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import {
  type Identity,
  identityFromSession,
  readKeptIdentity,
  VISITOR,
  writeKeptIdentity,
} from "./identity";
import { readPendingSignOut, usePendingSignOut } from "./pending-sign-out";
import { probeSession } from "./probe-session";

type Settled = { identity: Identity; fromDevice: boolean } | null;

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * The session, settled: null while it is loading (docs/behaviour.md#sessions: nothing renders then).
 * next-auth v4 turns an unreachable `/api/auth/session` into "no session"; when this device kept a
 * signed-in identity, the endpoint is asked once more, and if it cannot be reached, the kept
 * identity is used (offline still means "me"), flagged `fromDevice`. A person who signed out on
 * this device while the server could not be told is a visitor here, whatever the cookie still says.
 */
export function useSettledIdentity(): Settled {
  const { data: session, status } = useSession();
  // Read after hydration only (the server snapshot is "none"), so the first client render matches the server's.
  const hasKeptIdentity = useSyncExternalStore(
    subscribeToStorage,
    () => readKeptIdentity() !== null,
    () => false,
  );
  const signedOutHere = usePendingSignOut();
  const [offlineFallback, setOfflineFallback] = useState<{
    for: typeof session;
    identity: Identity | null;
  } | null>(null);

  useEffect(() => {
    if (status === "authenticated") {
      const identity = identityFromSession(session);
      // Read now, not from the render: the hydration render cannot know of a pending sign-out.
      if (identity.id !== readPendingSignOut()) writeKeptIdentity(identity);
    }
    if (status !== "unauthenticated") return;
    const kept = readKeptIdentity();
    if (!kept) return;
    let cancelled = false;
    void probeSession().then((answer) => {
      if (cancelled) return;
      if (answer.reachable && answer.userId === null) writeKeptIdentity(null);
      setOfflineFallback({ for: session, identity: answer.reachable ? null : kept });
    });
    return () => {
      cancelled = true;
    };
  }, [status, session]);

  if (status === "loading") return null;
  if (status === "authenticated") {
    const identity = identityFromSession(session);
    return identity.id === signedOutHere
      ? { identity: VISITOR, fromDevice: false }
      : { identity, fromDevice: false };
  }
  // Unauthenticated: while a kept identity is being checked, the session is still settling.
  const checked = offlineFallback?.for === session ? offlineFallback : null;
  if (checked?.identity && checked.identity.id !== signedOutHere)
    return { identity: checked.identity, fromDevice: true };
  if (!checked && hasKeptIdentity) return null;
  return { identity: VISITOR, fromDevice: false };
}
