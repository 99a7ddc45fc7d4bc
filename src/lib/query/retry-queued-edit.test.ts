import { dehydrate, hydrate, onlineManager } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it } from "vitest";
import { createIdbPersister } from "./create-idb-persister";
import { createQueryClient } from "./create-query-client";
import { createPersistOptions } from "./persist-options";
import { retryQueuedEdit } from "./retry-queued-edit";
import { sendRestoredEdits } from "./send-restored-edits";

const unreachable = () => TRPCClientError.from(new TypeError("Failed to fetch"));
const refused = (httpStatus: number) =>
  TRPCClientError.from({
    error: { message: "No", code: -32600, data: { code: "NOT_FOUND", httpStatus } },
  });
/** The options an offline edit has (watchlist-edit-options.ts), with no wait between tries. */
const queued = {
  networkMode: "online",
  retry: retryQueuedEdit,
  retryDelay: 0,
  scope: { id: "edits" },
  meta: { queueWhileOffline: true },
} as const;
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 1));
  expect(condition()).toBe(true);
};

afterEach(() => onlineManager.setOnline(true));

describe("edits queued while the server cannot be reached (docs/behaviour.md#offline-edits)", () => {
  it("retries a request that got no answer, marking the client offline; stops at a refusal; tries a 5xx or an unreadable answer three times", () => {
    expect(retryQueuedEdit(50, unreachable())).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);
    onlineManager.setOnline(true);
    expect(retryQueuedEdit(0, refused(404))).toBe(false);
    expect([0, 1, 2, 3].map((n) => retryQueuedEdit(n, refused(503)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // An answer that came but could not be read (a proxy's HTML page): someone answered, so not offline.
    const unreadable = TRPCClientError.from(new Error("Unable to transform response from server"));
    expect([0, 1, 2, 3].map((n) => retryQueuedEdit(n, unreadable))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("pauses an edit that could not be sent, keeps every unanswered edit in the persisted cache, and sends them in order after a reload", async () => {
    const tab = createQueryClient();
    tab.mount();
    // Between two tries of a 5xx (here a long retry delay), an edit is not paused, and is kept all the same.
    const between = tab.getMutationCache().build(tab, {
      ...queued,
      retryDelay: 60_000,
      scope: { id: "other" },
      mutationKey: ["edit"],
      mutationFn: () => Promise.reject(refused(503)),
    });
    void between.execute({ step: 3 }).catch(() => undefined);
    await until(() => between.state.failureCount === 1);
    expect(between.state.isPaused).toBe(false);
    const first = tab.getMutationCache().build(tab, {
      ...queued,
      mutationKey: ["edit"],
      mutationFn: () => Promise.reject(unreachable()),
    });
    void first.execute({ step: 1 }).catch(() => undefined);
    await until(() => first.state.isPaused);
    // Made offline: it waits without being tried.
    const second = tab.getMutationCache().build(tab, {
      ...queued,
      mutationKey: ["edit"],
      mutationFn: () => Promise.reject(unreachable()),
    });
    void second.execute({ step: 2 }).catch(() => undefined);
    await until(() => second.state.isPaused);
    // A change that is not queued fails at once instead of waiting.
    await expect(
      tab
        .getMutationCache()
        .build(tab, { mutationFn: () => Promise.reject(unreachable()) })
        .execute({}),
    ).rejects.toThrow();

    const kept = dehydrate(
      tab,
      createPersistOptions(createIdbPersister("u"), tab).dehydrateOptions,
    );
    expect(kept.mutations.map((mutation) => mutation.state.variables)).toEqual([
      { step: 3 },
      { step: 1 },
      { step: 2 },
    ]);
    tab.unmount();

    // The next page load: the edits' request is registered for their key before the cache is restored.
    onlineManager.setOnline(true);
    const sent: unknown[] = [];
    const reloaded = createQueryClient();
    reloaded.setMutationDefaults(["edit"], {
      ...queued,
      mutationFn: async (variables: unknown) => void sent.push(variables),
    });
    hydrate(reloaded, kept);
    await sendRestoredEdits(reloaded);
    await until(() => sent.length === 3);
    expect(sent.filter((variables) => (variables as { step: number }).step < 3)).toEqual([
      { step: 1 },
      { step: 2 },
    ]);
    expect(
      reloaded
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.status),
    ).toEqual(["success", "success", "success"]);
  });
});
