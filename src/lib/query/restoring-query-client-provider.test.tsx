// @vitest-environment jsdom
import { dehydrate, QueryClient, useIsRestoring, useQuery } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { RestoringQueryClientProvider } from "./restoring-query-client-provider";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A persister kept in memory, holding `greeting: "kept"` as a person's device would. */
function createMemoryPersister({ failRestore = false } = {}) {
  const stored = new QueryClient();
  stored.setQueryData(["greeting"], "kept");
  let kept: PersistedClient | undefined = {
    timestamp: Date.now(),
    buster: "test",
    clientState: dehydrate(stored),
  };
  const persister = {
    persistClient: vi.fn((client: PersistedClient) => void (kept = client)),
    restoreClient: vi.fn(async () => {
      if (failRestore) throw new Error("storage refused");
      return kept;
    }),
    removeClient: vi.fn(() => void (kept = undefined)),
  } satisfies Persister;
  return { persister, read: () => kept };
}

function Greeting() {
  const restoring = useIsRestoring();
  const greeting = useQuery({
    queryKey: ["greeting"],
    queryFn: () => "fetched",
    staleTime: Infinity,
  });
  return <p>{restoring ? "restoring" : (greeting.data ?? "empty")}</p>;
}

function renderWith(persister: Persister, onSuccess = vi.fn()) {
  const client = new QueryClient();
  render(
    <RestoringQueryClientProvider
      client={client}
      persistOptions={{ persister, buster: "test", maxAge: 60_000 }}
      onSuccess={onSuccess}
    >
      <Greeting />
    </RestoringQueryClientProvider>,
  );
  return { client, onSuccess };
}

it("shows the kept answer once restored, without asking the server, then keeps the cache's changes", async () => {
  const { persister, read } = createMemoryPersister();
  const { client, onSuccess } = renderWith(persister);
  expect(screen.getByText("restoring")).toBeTruthy();
  // Waits are upper bounds, not timings: on a busy machine the default 1 s has run out.
  expect(await screen.findByText("kept", undefined, { timeout: 10_000 })).toBeTruthy();
  expect(onSuccess).toHaveBeenCalledTimes(1);
  // The cache is watched from an effect after the restore's commit, as TanStack's provider does:
  // on a busy machine a change made as soon as "kept" shows can come first, and only the next
  // change is kept. So the change is made until it is kept; each one after the watch begins is.
  await waitFor(
    () => {
      client.setQueryData(["greeting"], "changed");
      expect(
        read()?.clientState.queries.find((query) => query.queryKey[0] === "greeting")?.state.data,
      ).toBe("changed");
    },
    { timeout: 10_000 },
  );
}, 25_000); // the whole test's bound holds its two waits (vitest's own is 5 s)

it("a restore that fails still ends, with an empty cache the queries then fill", async () => {
  // The library reports the failed restore on the console; it is what this test makes happen.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const { persister } = createMemoryPersister({ failRestore: true });
  const { onSuccess } = renderWith(persister);
  expect(await screen.findByText("fetched", undefined, { timeout: 10_000 })).toBeTruthy();
  expect(onSuccess).not.toHaveBeenCalled();
}, 15_000);
