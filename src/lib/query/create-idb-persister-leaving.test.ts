// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import * as idb from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdbPersister } from "./create-idb-persister";
import { CACHE_BUSTER } from "./persist-options";

vi.mock("idb-keyval", async (importOriginal) => {
  const real = await importOriginal<typeof idb>();
  return { ...real, update: vi.fn(real.update) };
});

/** fake-indexeddb schedules with setImmediate, which stays real: a write's read, its put and its commit take a turn each. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A paused edit, as the persister keeps one for the server (docs/behaviour.md#offline-edits). */
function queueEdit(queryClient: QueryClient, name: string) {
  void queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationKey: [name],
      mutationFn: () => new Promise(() => undefined),
      networkMode: "online",
      meta: { queueWhileOffline: true },
    })
    .execute(name)
    .catch(() => undefined);
}

/** A person's cache kept on the device while offline, edits included; `stop` ends it and comes back online. */
async function persistWhileOffline(userId: string) {
  const { onlineManager } = await import("@tanstack/react-query");
  onlineManager.setOnline(false);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { networkMode: "online" } } });
  const persister = createIdbPersister(userId);
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateMutation: () => true },
  });
  return {
    queryClient,
    persister,
    stop: () => {
      unsubscribe();
      onlineManager.setOnline(true);
    },
  };
}

/** Leaves the page: whether the browser was told to ask first. */
function leave(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  await idb.clear();
  vi.mocked(idb.update).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("leaving the page with edits not yet on the device (docs/behaviour.md#offline-edits)", () => {
  it("asks first when the throttle holds back a change to the waiting edits, and writes it when the person stays", async () => {
    const { queryClient, stop } = await persistWhileOffline("leaver");
    queueEdit(queryClient, "first");
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(vi.mocked(idb.update)).toHaveBeenCalledTimes(1); // the first edit, at once
    queueEdit(queryClient, "second"); // within the second: held back by the throttle
    await vi.advanceTimersByTimeAsync(100);
    expect(leave()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000); // the person stayed
    await settle();
    expect(vi.mocked(idb.update)).toHaveBeenCalledTimes(2);
    expect(leave()).toBe(false);
    stop();
  });

  it("asks first while the write of a change to the waiting edits is still on its way to the device", async () => {
    const { queryClient, stop } = await persistWhileOffline("closer");
    queueEdit(queryClient, "only");
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(idb.update)).toHaveBeenCalledTimes(1); // begun, not finished: fake-indexeddb answers on a later turn
    expect(leave()).toBe(true);
    await settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(leave()).toBe(false); // on the device now
    stop();
  });

  it("lets the page go without a word when nothing kept for the server is held back", async () => {
    const queryClient = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createIdbPersister("reader"),
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["quote"], 1);
    await vi.advanceTimersByTimeAsync(0);
    queryClient.setQueryData(["quote"], 2); // a query, not an edit: the next write may wait for an idle moment
    expect(leave()).toBe(false);
    unsubscribe();
  });

  it("writes the whole cache within the task that leaves the page, not in slices a closing page may not run", async () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 6)); // a slice per answer
    const queryClient = new QueryClient();
    const persister = createIdbPersister("hider");
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["quote", "AAPL"], { price: 1 });
    await vi.advanceTimersByTimeAsync(1_000); // the throttle allows the next write
    vi.mocked(idb.update).mockClear();
    for (const symbol of ["MSFT", "NVDA", "AMZN"])
      queryClient.setQueryData(["quote", symbol], { price: 2 });
    window.dispatchEvent(new Event("pagehide"));
    for (let microtask = 0; microtask < 10; microtask += 1) await Promise.resolve();
    // Earlier tests' persisters hear the event too and write under their own keys.
    expect(vi.mocked(idb.update).mock.calls.map(([key]) => key)).toContain("rq-hider");
    persister.close();
    unsubscribe();
    vi.mocked(performance.now).mockRestore();
  });

  it("asks nothing for a person whose cache was closed (signed out, their waiting edits dropped)", async () => {
    const { queryClient, persister, stop } = await persistWhileOffline("gone");
    queueEdit(queryClient, "first");
    await vi.advanceTimersByTimeAsync(0);
    queueEdit(queryClient, "second");
    await vi.advanceTimersByTimeAsync(100);
    persister.close();
    stop();
    expect(leave()).toBe(false);
  });
});
