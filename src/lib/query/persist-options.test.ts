import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createIdbPersister } from "./create-idb-persister";
import { createQueryClient } from "./create-query-client";
import { createPersistOptions } from "./persist-options";
import type { AppQueryMeta } from "./query-meta";

describe("what the persisted cache keeps (docs/behaviour.md#offline-cache)", () => {
  const queryClient = new QueryClient();
  const options = createPersistOptions(createIdbPersister("u"), queryClient);
  const persist = options.dehydrateOptions!.shouldDehydrateQuery!;
  const answered = (queryKey: QueryKey, meta?: AppQueryMeta, updatedAt?: number) => {
    const query = queryClient.getQueryCache().build(queryClient, { queryKey, meta });
    query.setData(1, { updatedAt, manual: false });
    return query;
  };

  it("leaves out a query that says so in its meta, wherever it is declared", () => {
    expect(persist(answered(["quote", "live"], { persist: false }))).toBe(false);
    expect(persist(answered(["quote", "saved"], { silentErrors: true }))).toBe(true);
    expect(persist(answered(["quote", "plain"]))).toBe(true);
  });

  it("keeps only the latest answers of a procedure that says so, by when they were answered", () => {
    const latest = { persist: { latest: 2 } };
    const oldest = answered([["screener", "run"], { input: { page: 1 } }], latest, 1_000);
    const newest = answered([["screener", "run"], { input: { page: 3 } }], latest, 3_000);
    const middle = answered([["screener", "run"], { input: { page: 2 } }], latest, 2_000);
    const otherProcedure = answered(
      [["market", "dailyBars"], { input: { symbol: "AAPL" } }],
      latest,
      500,
    );
    expect([oldest, middle, newest, otherProcedure].map((query) => persist(query))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it("keeps only answered queries", () => {
    expect(
      persist(
        queryClient
          .getQueryCache()
          .build(queryClient, { queryKey: ["never", "answered"] as QueryKey }),
      ),
    ).toBe(false);
  });

  it("never outlives the queries in memory: TanStack requires gcTime ≥ maxAge", () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(
      options.maxAge!,
    );
  });
});
