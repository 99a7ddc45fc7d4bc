import "fake-indexeddb/auto";
import { MutationObserver, onlineManager, QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from "@tanstack/react-query-persist-client";
import * as idb from "idb-keyval";
import superjson from "superjson";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdbPersister, persistKeyFor } from "./create-idb-persister";
import { adoptOtherTabsEdits, createOwnEdits, mayHoldEdits } from "./keep-other-tabs-edits";
import { OFFLINE_CACHE_MAX_AGE_MS } from "./offline-cache-max-age";
import { CACHE_BUSTER, createPersistOptions } from "./persist-options";

/** fake-indexeddb schedules with setImmediate, which stays real (docs/architecture.md#testing). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** What reached "the server": the symbols of the edits sent, in order, from any tab. */
let sent: string[] = [];

/** A tab of person `u`: its own query client, persisted as the app does it, taking in the other tabs' edits. */
function openTab() {
  const client = new QueryClient();
  // A restored or adopted edit is built from its key's defaults, as the app registers them.
  client.setMutationDefaults(["addSymbols"], {
    mutationFn: async ({ symbol }: { symbol: string }) => void sent.push(symbol),
    networkMode: "online",
    meta: { queueWhileOffline: true },
    scope: { id: "watchlist-edits" },
  });
  const persister = createIdbPersister("u", {
    isOwnEdit: createOwnEdits(client),
    onOtherTabsEdits: (edits) => void adoptOtherTabsEdits(client, edits),
  });
  const unsubscribe = persistQueryClientSubscribe({
    queryClient: client,
    persister,
    buster: CACHE_BUSTER,
    dehydrateOptions: createPersistOptions(persister, client).dehydrateOptions,
  });
  /** An edit made offline: it waits (paused) for the connection, as a watchlist edit does. */
  const edit = (symbol: string) =>
    void new MutationObserver<void, Error, { symbol: string }>(client, {
      mutationKey: ["addSymbols"],
    })
      .mutate({ symbol })
      .catch(() => undefined);
  const waiting = () =>
    client
      .getMutationCache()
      .findAll({ status: "pending" })
      .map((mutation) => (mutation.state.variables as { symbol: string }).symbol);
  return { client, edit, waiting, close: unsubscribe };
}

async function storedSymbols(): Promise<string[]> {
  const text = await idb.get<string>(persistKeyFor("u"));
  const stored = superjson.parse<{
    clientState: { mutations: Array<{ state: { variables: { symbol: string } } }> };
  }>(text!);
  return stored.clientState.mutations.map((edit) => edit.state.variables.symbol);
}

/** Lets a due write happen: an edit is written as soon as the one-write-per-second throttle allows. */
async function write() {
  await vi.advanceTimersByTimeAsync(1_100);
  await settle();
}

beforeEach(async () => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  await idb.clear();
  sent = [];
  onlineManager.setOnline(false);
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe("two tabs of one person editing offline (docs/behaviour.md#offline-edits)", () => {
  it("keeps both tabs' edits on the device in the order they were made, each tab taking in the other's, and drops an edit no tab holds", async () => {
    const first = openTab();
    const second = openTab();
    first.edit("AAPL");
    await write();
    await vi.advanceTimersByTimeAsync(10);
    second.edit("MSFT");
    await write();
    // The second tab's write kept the first tab's edit, which it never had, and the second tab took it in.
    expect(await storedSymbols()).toEqual(["AAPL", "MSFT"]);
    expect(second.waiting().sort()).toEqual(["AAPL", "MSFT"]);

    first.edit("NVDA");
    await write();
    expect(await storedSymbols()).toEqual(["AAPL", "MSFT", "NVDA"]);
    expect(first.waiting().sort()).toEqual(["AAPL", "MSFT", "NVDA"]);

    // Both tabs finish AAPL: it leaves the device, and neither tab's later write brings it back.
    for (const tab of [first, second])
      tab.client.getMutationCache().remove(
        tab.client.getMutationCache().find({
          predicate: (m) => (m.state.variables as { symbol: string }).symbol === "AAPL",
        })!,
      );
    await write();
    second.edit("TSLA");
    await write();
    first.edit("AMD");
    await write();
    expect(await storedSymbols()).toEqual(["MSFT", "NVDA", "TSLA", "AMD"]);

    // A reload of either tab restores every edit still waiting.
    first.close();
    second.close();
    const reloaded = new QueryClient();
    await persistQueryClientRestore({
      queryClient: reloaded,
      persister: createIdbPersister("u"),
      buster: CACHE_BUSTER,
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    });
    expect(
      reloaded
        .getMutationCache()
        .getAll()
        .map((mutation) => (mutation.state.variables as { symbol: string }).symbol),
    ).toEqual(["MSFT", "NVDA", "TSLA", "AMD"]);
  });

  it("sends the edits a closed tab left on the device from the tab still open, once the server answers", async () => {
    const first = openTab();
    const second = openTab();
    first.edit("AAPL");
    await write();
    second.edit("MSFT");
    await write();
    first.close(); // the first tab is closed with its edit unsent
    onlineManager.setOnline(true);
    await second.client.resumePausedMutations();
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual(["MSFT", "AAPL"]);
  });

  it("tells a stored cache without edits from its text alone", () => {
    const client = {
      timestamp: 1,
      buster: "b",
      clientState: {
        mutations: [],
        queries: [{ queryKey: ["x"], state: { data: { mutations: [{ a: 1 }] } } }],
      },
    };
    expect(mayHoldEdits(superjson.stringify(client))).toBe(false);
    expect(
      mayHoldEdits(
        superjson.stringify({
          ...client,
          clientState: { ...client.clientState, mutations: [{ state: {} }] },
        }),
      ),
    ).toBe(true);
    expect(mayHoldEdits(undefined)).toBe(false);
  });
});
