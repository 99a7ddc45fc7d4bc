import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import type { AppRouter } from "@/lib/trpc/router-types";
import { createIdbPersister } from "./create-idb-persister";
import { createQueryClient } from "./create-query-client";
import { createPersistOptions } from "./persist-options";

describe("the subscription queries' defaults (docs/behaviour.md#offline-cache)", () => {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({
      links: createTrpcLinks({ url: "http://localhost/api/trpc" }),
    }),
    queryClient,
  });

  for (const [name, options] of [
    ["stripe.getCurrentSubscription", trpc.stripe.getCurrentSubscription.queryOptions()],
    ["stripe.getPlanById", trpc.stripe.getPlanById.queryOptions({ id: "pro" })],
    ["stripe.getEntitlements", trpc.stripe.getEntitlements.queryOptions()],
  ] as const) {
    it(`${name}: stale at once, no refetch on mount or reconnect`, () => {
      expect(queryClient.getQueryDefaults(options.queryKey)).toMatchObject({
        staleTime: 0,
        refetchOnMount: false,
        refetchOnReconnect: false,
      });
    });
  }

  it("are not persisted, so a page load never shows a plan from another day", () => {
    const persist = createPersistOptions(createIdbPersister("u"), queryClient).dehydrateOptions!
      .shouldDehydrateQuery!;
    const cache = queryClient.getQueryCache();
    // Built from the options a hook passes, so a `meta` of their own would show here.
    const subscription = [
      trpc.stripe.getCurrentSubscription.queryOptions(),
      trpc.stripe.getPlanById.queryOptions({ id: "pro" }),
      trpc.stripe.getEntitlements.queryOptions(),
    ];
    const queries = subscription.map((options) => cache.build(queryClient, options as never));
    const account = cache.build(queryClient, trpc.account.me.queryOptions() as never);
    for (const query of [...queries, account]) query.setData(1);
    expect(queries.map(persist)).toEqual([false, false, false]);
    expect(persist(account)).toBe(true);
  });

  it("leaves other queries on the 5-minute default", () => {
    expect(
      queryClient.getQueryDefaults(trpc.account.me.queryOptions().queryKey).staleTime,
    ).toBeUndefined();
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});
