"use client";

import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { createIdbPersister } from "@/lib/query/create-idb-persister";
import { getQueryClient } from "@/lib/query/get-query-client";
import { adoptOtherTabsEdits, createOwnEdits } from "@/lib/query/keep-other-tabs-edits";
import { createPersistOptions } from "@/lib/query/persist-options";
import { RestoringQueryClientProvider } from "@/lib/query/restoring-query-client-provider";
import { sendRestoredEdits } from "@/lib/query/send-restored-edits";
import { decideSessionTransition } from "./decide-session-transition";
import { type Identity, readTabIdentity, writeTabIdentity } from "./identity";
import { readPendingSignOut } from "./pending-sign-out";
import { recordLogin } from "./record-login";
import { SessionContext } from "./session-context";
import { signOut as signOutOnDevice } from "./sign-out";
import { askToConfirmSignOut, countWaitingEdits } from "./sign-out-confirmation";

type Props = { identity: Identity; fromDevice: boolean; children: ReactNode };

/**
 * A person's persister; closed from the start when they signed out on this device (see below). Its
 * writes wait while a query is being fetched, so the answer is not kept waiting behind one, and
 * keep the edits the person's other tabs left on the device, which this tab then sends too.
 */
function createPersisterFor(userId: string, queryClient: QueryClient) {
  const persister = createIdbPersister(userId, {
    isBusy: () => queryClient.isFetching() > 0,
    isOwnEdit: createOwnEdits(queryClient),
    onOtherTabsEdits: (edits) => void adoptOtherTabsEdits(queryClient, edits),
  });
  if (readPendingSignOut() === userId) persister.close();
  return persister;
}

/**
 * The query cache, persisted per person (docs/behaviour.md#offline-cache) and reset on the session
 * transitions of docs/behaviour.md#sessions.
 *
 * The persist provider is keyed by user id: that key is what stops one person's data reaching
 * another's. When the person changes, the old provider is unmounted first (ending its
 * subscription), then the in-memory cache is cleared, then the new person's provider mounts and
 * restores, so neither person's queries can be written under the other's key.
 *
 * A person who signed out here while the server could not be told is still named by the cookie,
 * so the server renders them and hydration must too; the render after it is the visitor's. For
 * that one render nothing of theirs is written and no transition is made.
 */
export function UserQueryCache({ identity, fromDevice, children }: Props) {
  const queryClient = getQueryClient();
  const [mountedUserId, setMountedUserId] = useState(identity.id);
  const persister = useMemo(
    () => createPersisterFor(mountedUserId, queryClient),
    [mountedUserId, queryClient],
  );
  const persistOptions = useMemo(
    () => createPersistOptions(persister, queryClient),
    [persister, queryClient],
  );

  const { status, id, type } = identity;
  useEffect(() => {
    if (readPendingSignOut() === id) return;
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

  const signOut = useCallback(
    async ({
      dropWaitingEdits = false,
      landOn = "/",
    }: {
      dropWaitingEdits?: boolean;
      landOn?: `/${string}`;
    } = {}) => {
      const waiting = countWaitingEdits(queryClient);
      if (waiting > 0 && !dropWaitingEdits) {
        askToConfirmSignOut(waiting);
        return false;
      }
      askToConfirmSignOut(0);
      await signOutOnDevice(identity, persister, queryClient, landOn);
      return true;
    },
    [identity, persister, queryClient],
  );
  const session = useMemo(
    () => ({ identity, fromDevice, signOut }),
    [identity, fromDevice, signOut],
  );
  if (mountedUserId !== identity.id) return null;
  return (
    <SessionContext.Provider value={session}>
      <RestoringQueryClientProvider
        key={mountedUserId}
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={() => void sendRestoredEdits(queryClient)}
      >
        {children}
      </RestoringQueryClientProvider>
    </SessionContext.Provider>
  );
}
