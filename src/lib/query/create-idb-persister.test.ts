import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from "@tanstack/react-query-persist-client";
import * as idb from "idb-keyval";
import superjson from "superjson";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdbPersister, persistKeyFor } from "./create-idb-persister";
import { OFFLINE_CACHE_MAX_AGE_MS } from "./offline-cache-max-age";
import { CACHE_BUSTER } from "./persist-options";

// The real idb-keyval on fake-indexeddb, with `update` (how the persister writes) observed so writes can be counted.
vi.mock("idb-keyval", async (importOriginal) => {
  const real = await importOriginal<typeof idb>();
  return { ...real, update: vi.fn(real.update) };
});

/** fake-indexeddb schedules with setImmediate, which stays real (docs/architecture.md#testing). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(async () => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  await idb.clear();
  vi.mocked(idb.update).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the per-user IndexedDB persister (docs/behaviour.md#offline-cache)", () => {
  it("writes under rq-{userId}, throttled: five changes in 500 ms make two writes", async () => {
    const queryClient = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createIdbPersister("u1"),
      buster: CACHE_BUSTER,
    });
    for (let change = 0; change < 5; change += 1) {
      queryClient.setQueryData(["quote", "AAPL"], { price: 100 + change, at: new Date() });
      await settle();
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    unsubscribe();
    const writes = vi.mocked(idb.update).mock.calls;
    expect(writes).toHaveLength(2);
    expect(writes.every(([key]) => key === "rq-u1")).toBe(true);
    // superjson keeps the Date a Date, and the last change is the one kept.
    const stored = superjson.parse<{
      clientState: { queries: Array<{ state: { data: { price: number; at: Date } } }> };
    }>((await idb.get("rq-u1"))!);
    expect(stored.clientState.queries[0]!.state.data.price).toBe(104);
    expect(stored.clientState.queries[0]!.state.data.at).toBeInstanceOf(Date);
  });

  it("writes a cache of plain JSON as superjson's text, without annotations", async () => {
    const queryClient = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createIdbPersister("u7"),
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["screen"], {
      rows: [{ symbol: "AAPL", lastPrice: 120.99, note: null }],
      total: 1,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    unsubscribe();
    const text = (await idb.get<string>("rq-u7"))!;
    expect(JSON.parse(text)).not.toHaveProperty("meta"); // TanStack's dehydrated cache is plain: the fast way is the usual one
    expect(text).toBe(superjson.stringify(superjson.parse(text)));
    expect(text).toContain('"clientState":{"mutations":[]'); // what mayHoldEdits looks for
  });

  type IdleCall = { callback: (deadline: IdleDeadline) => void; timeout: number };
  const idleDeadline = (remaining: number, didTimeout = false): IdleDeadline => ({
    didTimeout,
    timeRemaining: () => remaining,
  });
  /** Replaces requestIdleCallback: each request is kept, for the test to answer with the deadline it chooses. */
  const stubIdleCallbacks = () => {
    const idle: IdleCall[] = [];
    vi.stubGlobal(
      "requestIdleCallback",
      (callback: IdleCall["callback"], options: { timeout: number }) =>
        idle.push({ callback, timeout: options.timeout }),
    );
    return idle;
  };

  it("makes a due write in a long idle period, not in a short one between frames", async () => {
    const idle = stubIdleCallbacks();
    const queryClient = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createIdbPersister("u3"),
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["quote", "MSFT"], { price: 1 });
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(vi.mocked(idb.update)).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    // 8 ms before the next frame: the write would delay it, so it waits for the next idle period.
    idle[0]!.callback(idleDeadline(8));
    await settle();
    expect(vi.mocked(idb.update)).not.toHaveBeenCalled();
    expect(idle).toHaveLength(2);
    idle[1]!.callback(idleDeadline(49));
    await settle();
    unsubscribe();
    vi.unstubAllGlobals();
    expect(vi.mocked(idb.update).mock.calls.map(([key]) => key)).toEqual(["rq-u3"]);
  });

  it("waits while the page is waiting on the server, so the answer is not kept waiting behind a write", async () => {
    const idle = stubIdleCallbacks();
    let fetching = true;
    const queryClient = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createIdbPersister("u7", { isBusy: () => fetching }),
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["quote", "MSFT"], { price: 1 });
    await vi.advanceTimersByTimeAsync(100);
    idle[0]!.callback(idleDeadline(49));
    await settle();
    expect(vi.mocked(idb.update)).not.toHaveBeenCalled();
    fetching = false;
    idle[1]!.callback(idleDeadline(49));
    await settle();
    unsubscribe();
    vi.unstubAllGlobals();
    expect(vi.mocked(idb.update).mock.calls.map(([key]) => key)).toEqual(["rq-u7"]);
  });

  it("still writes within 2 s when the browser is never idle for long", async () => {
    const idle = stubIdleCallbacks();
    const queryClient = new QueryClient();
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister: createIdbPersister("u6"),
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["quote", "MSFT"], { price: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(idle[0]!.timeout).toBe(2_000);
    await vi.advanceTimersByTimeAsync(1_400);
    // Short periods only: each new wait keeps the first one's end, and the time-out writes.
    idle[0]!.callback(idleDeadline(5));
    expect(idle[1]!.timeout).toBeLessThanOrEqual(500);
    idle[1]!.callback(idleDeadline(0, true));
    await settle();
    unsubscribe();
    vi.unstubAllGlobals();
    expect(vi.mocked(idb.update).mock.calls.map(([key]) => key)).toEqual(["rq-u6"]);
  });

  it("deletes the persisted cache when restoring it fails", async () => {
    await idb.set(persistKeyFor("u2"), "{ this is not superjson");
    const restore = persistQueryClientRestore({
      queryClient: new QueryClient(),
      persister: createIdbPersister("u2"),
      buster: CACHE_BUSTER,
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    });
    await expect(restore).rejects.toThrow();
    expect(await idb.get(persistKeyFor("u2"))).toBeUndefined();
  });

  const persisted = (timestamp: number, buster: string) =>
    superjson.stringify({
      timestamp,
      buster,
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ["x"],
            queryHash: '["x"]',
            state: { data: 1, status: "success", dataUpdatedAt: timestamp },
          },
        ],
      },
    });

  it("drops a cache older than 24 h", async () => {
    await idb.set(
      persistKeyFor("u3"),
      persisted(Date.now() - OFFLINE_CACHE_MAX_AGE_MS - 1, CACHE_BUSTER),
    );
    const queryClient = new QueryClient();
    await persistQueryClientRestore({
      queryClient,
      persister: createIdbPersister("u3"),
      buster: CACHE_BUSTER,
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    });
    expect(queryClient.getQueryData(["x"])).toBeUndefined();
    expect(await idb.get(persistKeyFor("u3"))).toBeUndefined();
  });

  it("drops a cache built by another code version", async () => {
    await idb.set(persistKeyFor("u4"), persisted(Date.now(), "0.0.1+another-build"));
    const queryClient = new QueryClient();
    await persistQueryClientRestore({
      queryClient,
      persister: createIdbPersister("u4"),
      buster: CACHE_BUSTER,
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    });
    expect(queryClient.getQueryData(["x"])).toBeUndefined();
    expect(await idb.get(persistKeyFor("u4"))).toBeUndefined();
  });

  it("restores a fresh cache of the same build", async () => {
    await idb.set(persistKeyFor("u5"), persisted(Date.now() - 60_000, CACHE_BUSTER));
    const queryClient = new QueryClient();
    await persistQueryClientRestore({
      queryClient,
      persister: createIdbPersister("u5"),
      buster: CACHE_BUSTER,
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    });
    expect(queryClient.getQueryData(["x"])).toBe(1);
  });

  it("drops a write whose serialising was under way at sign-out", async () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 6)); // slices of one or two answers
    const queryClient = new QueryClient();
    const persister = createIdbPersister("u8");
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: CACHE_BUSTER,
    });
    for (const symbol of ["AAPL", "MSFT", "NVDA", "AMZN"])
      queryClient.setQueryData(["quote", symbol], { symbol, at: new Date() });
    await vi.advanceTimersByTimeAsync(0); // the write begins and yields between its slices
    persister.close();
    unsubscribe();
    for (let task = 0; task < 10; task += 1) await settle();
    expect(vi.mocked(idb.update)).not.toHaveBeenCalled();
    vi.mocked(performance.now).mockRestore();
  });

  it("drops writes once closed (sign-out), so a pending write cannot bring the entry back", async () => {
    const queryClient = new QueryClient();
    const persister = createIdbPersister("u6");
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: CACHE_BUSTER,
    });
    queryClient.setQueryData(["a"], 1);
    await settle();
    queryClient.setQueryData(["a"], 2); // throttled: pending
    persister.close();
    unsubscribe();
    await idb.del(persistKeyFor("u6"));
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    expect(await idb.get(persistKeyFor("u6"))).toBeUndefined();
  });
});
