import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Persister } from "@tanstack/react-query-persist-client";
import { del, get, set } from "idb-keyval";
import superjson from "superjson";

/** docs/behaviour.md#constants: writes throttled to one per 1,000 ms. */
export const PERSIST_THROTTLE_MS = 1_000;

/** docs/behaviour.md#offline-cache: the persisted cache of user `userId` lives under `rq-{userId}`. */
export function persistKeyFor(userId: string): string {
  return `rq-${userId}`;
}

/**
 * idb-keyval as the persister's storage, or none when this browser has no IndexedDB. Once
 * `closed`, writes are dropped: sign-out deletes the entry, and a throttled write still pending
 * from before must not bring it back.
 */
function getIndexedDbStorage(isClosed: () => boolean) {
  if (typeof indexedDB === "undefined") return undefined; // the library's no-op persister
  return {
    getItem: (key: string) => get<string>(key).then((value) => value ?? null),
    setItem: async (key: string, value: string) => {
      if (!isClosed()) await set(key, value);
    },
    removeItem: (key: string) => del(key),
  };
}

export type UserPersister = Persister & { close: () => void };

/**
 * One user's persister. The key is fixed here, when it is made: a throttled write still pending
 * when the person changes lands under their own key, never under the next person's.
 * No `retry`: a failed write is dropped (docs/behaviour.md#error-catalogue). superjson keeps dates, maps and sets intact.
 * @see https://tanstack.com/query/v5/docs/framework/react/plugins/createAsyncStoragePersister
 */
export function createIdbPersister(userId: string): UserPersister {
  let closed = false;
  const persister = createAsyncStoragePersister({
    storage: getIndexedDbStorage(() => closed),
    key: persistKeyFor(userId),
    throttleTime: PERSIST_THROTTLE_MS,
    serialize: (client) => superjson.stringify(client),
    deserialize: (text) => superjson.parse(text),
  });
  return { ...persister, close: () => void (closed = true) };
}
