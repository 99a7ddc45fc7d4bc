"use client";

import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { del } from "idb-keyval";
import { signOut as nextAuthSignOut } from "next-auth/react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { createIdbPersister, persistKeyFor } from "@/lib/query/create-idb-persister";
import { getQueryClient } from "@/lib/query/get-query-client";
import { createPersistOptions } from "@/lib/query/persist-options";
import { withAnalyticsClient } from "@/lib/analytics/posthog-client";
import { recordLogin, recordLogout } from "./record-login";
import { decideSessionTransition } from "./decide-session-transition";
import { readTabIdentity, VISITOR, writeKeptIdentity, writeTabIdentity, type Identity } from "./identity";
import { SessionContext } from "./session-context";

type Props = { identity: Identity; fromDevice: boolean; children: ReactNode };

/**
 * The query cache, persisted per person (SPEC §9) and reset on the session transitions of SPEC §4.
 *
 * The persist provider is keyed by user id: that key is what stops one person's data reaching
 * another's. When the person changes, the old provider is unmounted first (ending its
 * subscription), then the in-memory cache is cleared, then the new person's provider mounts and
 * restores, so neither person's queries can be written under the other's key.
 */
export function UserQueryCache({ identity, fromDevice, children }: Props) {
  const queryClient = getQueryClient();
  const [mountedUserId, setMountedUserId] = useState<string | null>(identity.id);
  const [signingOut, setSigningOut] = useState(false);
  const persister = useMemo(() => (mountedUserId === null ? null : createIdbPersister(mountedUserId)), [mountedUserId]);
  const persistOptions = useMemo(() => (persister ? createPersistOptions(persister) : null), [persister]);
  const active = !signingOut && mountedUserId === identity.id && persistOptions !== null;

  const { status, id, type } = identity;
  useEffect(() => {
    const current: Identity = { status, id, type };
    const transition = decideSessionTransition(readTabIdentity(), current);
    writeTabIdentity(current);
    if (mountedUserId !== id) {
      // The old person's provider unmounted in this commit, before this effect: clear, then mount.
      queryClient.clear();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- mounting waits on the commit that unmounted the previous person's persister
      setMountedUserId(id);
    } else if (transition.resetCache) {
      void queryClient.resetQueries();
    }
    if (transition.loginMethod) recordLogin(transition.loginMethod, current);
  }, [status, id, type, mountedUserId, queryClient]);

  const signOut = useCallback(async () => {
    const userId = identity.id;
    recordLogout(identity);
    withAnalyticsClient((posthog) => posthog.reset()); // the next person on this device starts anonymous
    persister?.close(); // a throttled write still pending must not recreate the entry
    setSigningOut(true); // unmounts the persister: clearing below is not saved anywhere
    queryClient.clear();
    await del(persistKeyFor(userId)).catch(() => undefined);
    writeKeptIdentity(null);
    writeTabIdentity(VISITOR);
    await nextAuthSignOut({ callbackUrl: "/" }); // SPEC §2: after sign-out the user lands on the root
  }, [identity, persister, queryClient]);

  const session = useMemo(() => ({ identity, fromDevice, signOut }), [identity, fromDevice, signOut]);
  if (!active) return null;
  return (
    <SessionContext.Provider value={session}>
      <PersistQueryClientProvider key={mountedUserId} client={queryClient} persistOptions={persistOptions}>
        {children}
      </PersistQueryClientProvider>
    </SessionContext.Provider>
  );
}
