import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/api/root";
import { createTrpcLinks } from "@/lib/trpc/create-trpc-links";
import { createIdbPersister } from "./create-idb-persister";
import { createQueryClient } from "./create-query-client";
import { createPersistOptions } from "./persist-options";

describe("the subscription queries' defaults (SPEC §9)", () => {
  const queryClient = createQueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTRPCClient<AppRouter>({ links: createTrpcLinks({ url: "http://localhost/api/trpc" }) }), queryClient });

  for (const [name, options] of [
    ["stripe.getCurrentSubscription", trpc.stripe.getCurrentSubscription.queryOptions()],
    ["stripe.getPlanById", trpc.stripe.getPlanById.queryOptions({ id: "pro" })],
  ] as const) {
    it(`${name}: stale at once, no refetch on mount or reconnect`, () => {
      expect(queryClient.getQueryDefaults(options.queryKey)).toMatchObject({ staleTime: 0, refetchOnMount: false, refetchOnReconnect: false });
    });
  }

  it("are not persisted, so a page load never shows a plan from another day", () => {
    const persist = createPersistOptions(createIdbPersister("u")).dehydrateOptions!.shouldDehydrateQuery!;
    const cache = queryClient.getQueryCache();
    const subscription = cache.build(queryClient, { queryKey: [...trpc.stripe.getCurrentSubscription.queryOptions().queryKey] as readonly unknown[] });
    const account = cache.build(queryClient, { queryKey: [...trpc.account.me.queryOptions().queryKey] as readonly unknown[] });
    for (const query of [subscription, account]) query.setData(1);
    expect(persist(subscription)).toBe(false);
    expect(persist(account)).toBe(true);
  });

  it("leaves other queries on the 5-minute default", () => {
    expect(queryClient.getQueryDefaults(trpc.account.me.queryOptions().queryKey).staleTime).toBeUndefined();
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});
