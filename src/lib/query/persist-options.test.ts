import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createIdbPersister } from "./create-idb-persister";
import { createQueryClient } from "./create-query-client";
import { createPersistOptions } from "./persist-options";

describe("what the persisted cache keeps (docs/behaviour.md#offline-cache)", () => {
  const options = createPersistOptions(createIdbPersister("u"));
  const persist = options.dehydrateOptions!.shouldDehydrateQuery!;
  const queryClient = new QueryClient();
  const answered = (queryKey: QueryKey, meta?: { persist?: false; silentErrors?: boolean }) => {
    const query = queryClient.getQueryCache().build(queryClient, { queryKey, meta });
    query.setData(1);
    return query;
  };

  it("leaves out a query that says so in its meta, wherever it is declared", () => {
    expect(persist(answered(["quote", "live"], { persist: false }))).toBe(false);
    expect(persist(answered(["quote", "saved"], { silentErrors: true }))).toBe(true);
    expect(persist(answered(["quote", "plain"]))).toBe(true);
  });

  it("keeps only answered queries", () => {
    expect(persist(queryClient.getQueryCache().build(queryClient, { queryKey: ["never", "answered"] as QueryKey }))).toBe(false);
  });

  it("never outlives the queries in memory: TanStack requires gcTime ≥ maxAge", () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(options.maxAge!);
  });
});
