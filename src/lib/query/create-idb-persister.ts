import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { del, get, update } from "idb-keyval";
import superjson from "superjson";
import { createPersistedClientSerializer } from "./create-persisted-client-serializer";
import {
  findOtherTabsEdits,
  type KeptEdit,
  keepOtherTabsEdits,
  mayHoldEdits,
} from "./keep-other-tabs-edits";

/** docs/behaviour.md#constants: writes throttled to one per 1,000 ms. */
export const PERSIST_THROTTLE_MS = 1_000;

/** docs/behaviour.md#offline-cache: the persisted cache of user `userId` lives under `rq-{userId}`. */
export function persistKeyFor(userId: string): string {
  return `rq-${userId}`;
}

/** What the device holds under a key, or nothing when it cannot be read (written by another version, cut short). */
function readStored(text: string): PersistedClient | undefined {
  try {
    return superjson.parse<PersistedClient>(text);
  } catch {
    return undefined;
  }
}

/**
 * idb-keyval as the persister's storage, or none when this browser has no IndexedDB. Once
 * `closed`, writes are dropped: sign-out deletes the entry, and a throttled write still pending
 * from before must not bring it back. A write serialises the cache in slices first
 * (createPersistedClientSerializer), then reads what is stored and writes in one transaction
 * (`update`), keeping the edits another tab of the person left there (keepOtherTabsEdits). A
 * write's transaction is asked for only once the write before it has asked for its own: IndexedDB
 * then runs them in that order, and an earlier state never lands last.
 * @see https://github.com/jakearchibald/idb-keyval#update
 * @see https://w3c.github.io/IndexedDB/#transaction-scheduling
 */
function getIndexedDbStorage(
  isClosed: () => boolean,
  { isOwnEdit, onOtherTabsEdits }: Required<EditOptions>,
) {
  if (typeof indexedDB === "undefined") return undefined; // the library's no-op persister
  const serializer = createPersistedClientSerializer();
  const commit = async (key: string, client: PersistedClient) => {
    if (isClosed()) return;
    let others: KeptEdit[] = [];
    await update<string>(key, (stored) => {
      others = findOtherTabsEdits(mayHoldEdits(stored) ? readStored(stored) : undefined, isOwnEdit);
      return serializer.stringify(keepOtherTabsEdits(client, others));
    });
    if (others.length > 0) onOtherTabsEdits(others);
  };
  /** Settles when the latest write has asked for its transaction. */
  let asked: Promise<unknown> = Promise.resolve();
  return {
    getItem: (key: string) => get<string>(key).then((value) => value ?? null),
    write: (key: string, client: PersistedClient, leaving: boolean) => {
      if (isClosed()) return Promise.resolve();
      // A page being left may run no further task: its write is made whole, in this one.
      const prepared = asked.then(() => (leaving ? undefined : serializer.prepare(client)));
      const write = prepared.then(() => commit(key, client));
      asked = prepared.catch(() => undefined);
      return write;
    },
    removeItem: (key: string) => del(key),
  };
}

export type UserPersister = Persister & { close: () => void };

/** Longest a due write waits for the browser to be idle. */
const IDLE_WRITE_TIMEOUT_MS = 2_000;
/**
 * The idle time a write waits for: a period this long comes only when no frame is due (the
 * browser offers at most 50 ms). The idle moment between a screen's rows arriving and the frame
 * that shows them is shorter, and a write there delayed that frame by its whole length.
 * @see https://w3c.github.io/requestidlecallback/#the-requestidlecallback-method
 */
const LONG_IDLE_MS = 30;

/** `isBusy`: whether the page is waiting on the server; a write then waits, as the answer's rows would wait for it. */
type IdleWriteOptions = { isBusy?: () => boolean };
/**
 * `isOwnEdit`: whether a kept edit is one this tab has had (createOwnEdits); without it, every
 * stored edit is taken as this tab's. `onOtherTabsEdits` hears of the edits another tab left on the
 * device, once they are kept in this tab's write (adoptOtherTabsEdits).
 */
type EditOptions = {
  isOwnEdit?: (edit: KeptEdit) => boolean;
  onOtherTabsEdits?: (edits: KeptEdit[]) => void;
};
type PersisterOptions = IdleWriteOptions & EditOptions;

/**
 * At most one write per PERSIST_THROTTLE_MS, the latest state, made when the browser is idle.
 * A write serialises what changed on the page's main thread, tens of milliseconds for a few
 * screens of results even in slices; the library's own throttle ran it from a timer, in
 * the middle of whatever the person was doing (a screen's rows then waited for it). Without
 * requestIdleCallback (Node, Safari before 18) a due write is made at once.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Window/requestIdleCallback
 */
function throttleToIdle(
  write: (client: PersistedClient, leaving: boolean) => Promise<void>,
  { isBusy = () => false }: IdleWriteOptions,
): { persist: (client: PersistedClient) => void; stop: () => void } {
  let waiting: PersistedClient | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  /** A change in the edits kept for the server is waiting: written as soon as the throttle allows, not at an idle moment. */
  let urgent = false;
  /** Writes of a change to the kept edits begun and not yet finished on the device. */
  let urgentWrites = 0;
  let keptEdits = 0;
  /** docs/behaviour.md#constants: one write per 1,000 ms, whichever way a write comes. */
  const untilAllowed = () => lastWrite + PERSIST_THROTTLE_MS - Date.now();
  const run = (leaving = false) => {
    if (untilAllowed() > 0) {
      setTimeout(run, untilAllowed());
      return;
    }
    const client = waiting;
    const edits = urgent;
    waiting = null;
    urgent = false;
    lastWrite = Date.now();
    if (!client) return;
    if (edits) urgentWrites += 1;
    void write(client, leaving).finally(() => edits && (urgentWrites -= 1));
  };
  /** Runs the write in a long idle period with no answer awaited, or when `latest` (a time) has come. */
  const runWhenIdle = (latest: number) =>
    requestIdleCallback(
      (deadline) => {
        if (
          urgent ||
          deadline.didTimeout ||
          Date.now() >= latest ||
          (deadline.timeRemaining() >= LONG_IDLE_MS && !isBusy())
        )
          run();
        else runWhenIdle(latest);
      },
      { timeout: Math.max(0, latest - Date.now()) },
    );
  // Leaving the page (a full navigation, a closed tab, a phone switching apps) writes a waiting state
  // at once when the throttle allows: an edit made offline a moment before would otherwise be lost
  // with the page (docs/behaviour.md#offline-edits).
  // @see https://developer.chrome.com/docs/web-platform/page-lifecycle-api#advice-hidden
  // A change to the kept edits the throttle has not let through yet (the second edit within a second)
  // cannot be written then: the browser asks before leaving ("Changes you made may not be saved"),
  // and staying lets the write come, so an edit is never lost without a word. Nor can one whose
  // write has begun but not finished: IndexedDB writes only when the page answers its read, and a
  // page that ends first loses the edit (seen once in a browser test under load). The browser asks
  // then too; the write finishes while it does.
  // @see https://developer.mozilla.org/en-US/docs/Web/API/Window/beforeunload_event
  const flush = () => {
    if (waiting && untilAllowed() <= 0) run(true);
  };
  const flushWhenHidden = () => document.visibilityState === "hidden" && flush();
  const askBeforeLeaving = (event: BeforeUnloadEvent) => {
    flush();
    if ((waiting && urgent) || urgentWrites > 0) event.preventDefault();
  };
  const listening = typeof document !== "undefined";
  if (listening) {
    document.addEventListener("visibilitychange", flushWhenHidden);
    window.addEventListener("pagehide", flush);
    window.addEventListener("beforeunload", askBeforeLeaving);
  }
  // Stopped when the person's cache closes (sign-out, another person): nothing of theirs is written or asked about after.
  const stop = () => {
    waiting = null;
    if (!listening) return;
    document.removeEventListener("visibilitychange", flushWhenHidden);
    window.removeEventListener("pagehide", flush);
    window.removeEventListener("beforeunload", askBeforeLeaving);
  };
  const persist = (client: PersistedClient) => {
    const scheduled = waiting !== null;
    waiting = client;
    // The edits waiting for the server are what the person would lose (docs/behaviour.md#offline-edits).
    if (client.clientState.mutations.length !== keptEdits) {
      keptEdits = client.clientState.mutations.length;
      urgent = true;
    }
    if (scheduled) return;
    const due = () =>
      urgent || typeof requestIdleCallback !== "function"
        ? run()
        : runWhenIdle(Date.now() + IDLE_WRITE_TIMEOUT_MS);
    setTimeout(due, Math.max(0, untilAllowed()));
  };
  return { persist, stop };
}

/**
 * One user's persister, writing at most once per second at idle moments (throttleToIdle). The
 * key is fixed here, when it is made: a throttled write still pending when the person changes
 * lands under their own key, never under the next person's.
 * No retry: a failed write is dropped, and the next change writes again (docs/behaviour.md#error-catalogue).
 * superjson keeps dates, maps and sets intact.
 * @see https://tanstack.com/query/v5/docs/framework/react/plugins/createAsyncStoragePersister
 */
export function createIdbPersister(
  userId: string,
  { isOwnEdit = () => true, onOtherTabsEdits = () => undefined, ...options }: PersisterOptions = {},
): UserPersister {
  let closed = false;
  const key = persistKeyFor(userId);
  const storage = getIndexedDbStorage(() => closed, { isOwnEdit, onOtherTabsEdits });
  const persister = createAsyncStoragePersister({
    storage: storage && {
      getItem: storage.getItem,
      setItem: () => undefined,
      removeItem: storage.removeItem,
    },
    key,
    // Throttled here instead, to idle moments (throttleToIdle), and written here (storage.write).
    throttleTime: 0,
    deserialize: (text) => superjson.parse(text),
  });
  const throttled = throttleToIdle(
    (client, leaving) =>
      storage ? storage.write(key, client, leaving).catch(() => undefined) : Promise.resolve(),
    options,
  );
  return {
    ...persister,
    persistClient: throttled.persist,
    close: () => {
      closed = true;
      throttled.stop();
    },
  };
}
