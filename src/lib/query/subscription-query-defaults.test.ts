import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import type { AppRouter } from "@/lib/trpc/router-types";
import { createIdbPersister } from "./create-idb-persister";
import { createQueryClient } from "./create-query-client";
import { createPersistOptions } from "./persist-options";
import { ADMIN_READ_META } from "./query-meta";

describe("the subscription queries' defaults (docs/behaviour.md#offline-cache)", () => {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({
      links: createTrpcLinks({ url: "http://localhost/api/trpc" }),
    }),
    queryClient,
  });

  const subscription = [
    ["stripe.getCurrentSubscription", trpc.stripe.getCurrentSubscription.queryOptions()],
    ["stripe.getPlanById", trpc.stripe.getPlanById.queryOptions({ id: "pro" })],
    ["stripe.getEntitlements", trpc.stripe.getEntitlements.queryOptions()],
  ] as const;
  // Built from the options a hook passes, so a `meta` or default of their own would show here.
  const build = (options: (typeof subscription)[number][1]) =>
    queryClient.getQueryCache().build(queryClient, options as never);

  for (const [name, options] of subscription) {
    it(`${name}: stale at once, no refetch on reconnect`, () => {
      expect(queryClient.getQueryDefaults(options.queryKey)).toMatchObject({
        staleTime: 0,
        refetchOnReconnect: false,
      });
    });

    it(`${name}: refetched on mount only when restored from before this page load`, () => {
      const query = build(options);
      const refetchOnMount = queryClient.getQueryDefaults(options.queryKey).refetchOnMount;
      if (typeof refetchOnMount !== "function") throw new Error("refetchOnMount is not a function");
      query.setData(1, { updatedAt: performance.timeOrigin - 86_000_000, manual: true });
      expect(refetchOnMount(query as never)).toBe(true);
      query.setData(1, { updatedAt: Date.now(), manual: true });
      expect(refetchOnMount(query as never)).toBe(false);
    });
  }

  it("are persisted per person like the rest, unlike an admin console's read", () => {
    const persist = createPersistOptions(createIdbPersister("u"), queryClient).dehydrateOptions!
      .shouldDehydrateQuery!;
    const queries = subscription.map(([, options]) => build(options));
    const admin = build({ queryKey: ["admin-read"], meta: ADMIN_READ_META } as never);
    for (const query of [...queries, admin]) query.setData(1);
    expect(queries.map(persist)).toEqual([true, true, true]);
    expect(persist(admin)).toBe(false);
  });

  it("leaves other queries on the 5-minute default", () => {
    expect(
      queryClient.getQueryDefaults(trpc.account.me.queryOptions().queryKey).staleTime,
    ).toBeUndefined();
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});
