import type { QueryClient } from "@tanstack/react-query";
import { del } from "idb-keyval";
import { resetAnalyticsIdentity } from "@/lib/analytics/posthog-client";
import { persistKeyFor, type UserPersister } from "@/lib/query/create-idb-persister";
import { removePersonalEntries } from "./device-storage";
import { finishPendingSignOut } from "./finish-pending-sign-out";
import { type Identity, writeKeptIdentity } from "./identity";
import { writePendingSignOut } from "./pending-sign-out";
import { recordLogout } from "./record-login";

/**
 * docs/behaviour.md#sessions, in its order: clear, sign out, redirect. Everything of the person on
 * this device goes first and at once, whether the server answers or not: the pending sign-out
 * makes the tab a visitor's (the person's provider unmounts), the cache is cleared, and their
 * persisted entry and kept identity are deleted. Then the server is told (now, or once it answers
 * again: the sign-out stays pending across reloads), and the browser lands on `/` (or `landOn`, a
 * path of the site's own) with a full load, so nothing of the person stays in memory either.
 */
export async function signOut(
  identity: Identity,
  persister: UserPersister,
  queryClient: QueryClient,
  landOn: `/${string}` = "/",
): Promise<void> {
  recordLogout(identity);
  resetAnalyticsIdentity(); // the next person on this device starts anonymous
  persister.close(); // a throttled write still pending must not recreate the entry
  writePendingSignOut(identity.id);
  queryClient.clear();
  writeKeptIdentity(null);
  removePersonalEntries(identity.id); // recent symbols and anything else kept under the person's id
  await del(persistKeyFor(identity.id)).catch(() => undefined);
  await finishPendingSignOut();
  // Only a path of this site: never "//host", which a browser reads as another origin.
  const destination = landOn.startsWith("//") ? "/" : landOn;
  // A full load on purpose: nothing of the person stays in this tab's memory.
  window.location.assign(destination);
}
