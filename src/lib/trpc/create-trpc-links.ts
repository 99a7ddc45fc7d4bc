import { httpBatchLink, type TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import superjson from "superjson";
import type { AppRouter } from "@/lib/trpc/router-types";
import { createParseSafeFetch } from "./create-parse-safe-fetch";
import { TRPC_ENDPOINT } from "./trpc-endpoint";
import { MAX_TRPC_BATCH_CALLS } from "./trpc-limits";

/**
 * docs/behaviour.md#server-calls: one batching link, no logger link. Queries go as GET with a
 * JSON `input` parameter, mutations as POST with a JSON body (httpBatchLink's own behaviour);
 * subscriptions throw on this link. Batches are never split by URL length; they are split at the
 * server's batch limit, which refuses a larger batch whole.
 */
export function createTrpcLinks<TRouter extends AnyTRPCRouter = AppRouter>({
  url = TRPC_ENDPOINT,
  fetch,
}: {
  url?: string;
  fetch?: typeof globalThis.fetch;
} = {}): TRPCLink<TRouter>[] {
  const link = httpBatchLink<AppRouter>({
    url,
    transformer: superjson, // docs/behaviour.md#server-calls: superjson's own format both ways
    maxURLLength: Infinity, // docs/behaviour.md#server-calls: no URL length limit
    maxItems: MAX_TRPC_BATCH_CALLS, // the server's cap: a larger tick goes as several batches
    headers: () => ({ "x-trpc-source": "react" }), // docs/behaviour.md#server-calls: on every call
    fetch: createParseSafeFetch(fetch),
  });
  // A link is router-agnostic at run time; tests reuse it with routers of their own.
  return [link as unknown as TRPCLink<TRouter>];
}
