// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, render } from "@testing-library/react";
import * as idb from "idb-keyval";
import superjson from "superjson";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAnalyticsSink } from "@/lib/analytics/track";
import { persistKeyFor } from "@/lib/query/create-idb-persister";
import { getQueryClient } from "@/lib/query/get-query-client";
import { type Identity, VISITOR } from "./identity";
import { writePendingSignOut } from "./pending-sign-out";
import { UserQueryCache } from "./user-query-cache";

const alice: Identity = { status: "authenticated", id: "alice", type: "authenticated" };
const bob: Identity = { status: "authenticated", id: "bob", type: "authenticated" };

/** fake-indexeddb schedules with setImmediate, which stays real (docs/architecture.md#testing). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
async function storedKeys(key: string): Promise<string[]> {
  const text = await idb.get<string>(key);
  if (!text) return [];
  return superjson
    .parse<{ clientState: { queries: Array<{ queryHash: string }> } }>(text)
    .clientState.queries.map((q) => q.queryHash);
}
const view = (identity: Identity) => (
  <UserQueryCache identity={identity} fromDevice={false}>
    <p>content</p>
  </UserQueryCache>
);

/** What track() sent, recorded as the analytics provider would receive it. */
const sent: Array<{ event: string; properties: Record<string, unknown> }> = [];
const getTrackedEvents = () => sent;

beforeEach(async () => {
  setAnalyticsSink((event, properties) => sent.push({ event, properties }));
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  await idb.clear();
  sessionStorage.clear();
  getQueryClient().clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the per-person query cache", () => {
  it("never writes one person's queries under another's key, even with a write pending at the switch", async () => {
    const { rerender } = render(view(alice));
    await act(settle); // alice's cache restored (empty) and subscribed
    const queryClient = getQueryClient();
    await act(async () => {
      queryClient.setQueryData(["account", "me"], { email: "alice@example.com" });
      await settle();
      queryClient.setQueryData(["portfolio"], ["AAPL"]); // within 1 s of the first write: pending
    });
    rerender(view(bob)); // a switch of accounts with alice's write still pending
    await act(settle);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
      await settle();
    });
    expect(await storedKeys(persistKeyFor("alice"))).toEqual(
      expect.arrayContaining(['["account","me"]', '["portfolio"]']),
    );
    expect(await storedKeys(persistKeyFor("bob"))).toEqual([]);
    expect(queryClient.getQueryData(["portfolio"])).toBeUndefined();
  });

  it("records one login event and resets queries when a guest registers in place", async () => {
    const guest: Identity = { status: "authenticated", id: "g-1", type: "guest" };
    const before = getTrackedEvents().length;
    const { rerender } = render(view(VISITOR));
    await act(settle);
    rerender(view(guest));
    await act(settle);
    getQueryClient().setQueryData(["account", "me"], { type: "guest" });
    rerender(view({ ...guest, type: "authenticated" }));
    await act(settle);
    rerender(view({ ...guest, type: "authenticated" })); // a re-render is no transition
    await act(settle);
    const logins = getTrackedEvents()
      .slice(before)
      .filter((e) => e.event === "auth_login");
    expect(logins.map((e) => e.properties.auth_method)).toEqual(["guest", "credentials"]);
    expect(getQueryClient().getQueryData(["account", "me"])).toBeUndefined();
  });

  it("makes no transition and writes nothing for a person who signed out here, in the render hydration gives them", async () => {
    sessionStorage.setItem("marketdesk-tab-identity", JSON.stringify(VISITOR)); // the tab landed on / as a visitor
    writePendingSignOut("alice"); // the server was not told yet, so it still rendered alice
    const before = getTrackedEvents().length;
    render(view(alice));
    await act(async () => {
      await settle();
      getQueryClient().setQueryData(["account", "me"], { email: "alice@example.com" });
      await vi.advanceTimersByTimeAsync(3_000);
      await settle();
    });
    expect(
      getTrackedEvents()
        .slice(before)
        .filter((e) => e.event === "auth_login"),
    ).toEqual([]);
    expect(await idb.get(persistKeyFor("alice"))).toBeUndefined();
    writePendingSignOut(null);
  });

  it("treats a reload by the same person as no transition", async () => {
    sessionStorage.setItem("marketdesk-tab-identity", JSON.stringify(alice)); // what the tab kept before the reload
    const before = getTrackedEvents().length;
    render(view(alice));
    await act(settle);
    expect(getTrackedEvents().length).toBe(before);
  });
});
