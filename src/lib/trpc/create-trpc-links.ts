import { httpBatchLink, type TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import superjson from "superjson";
import type { AppRouter } from "@/lib/trpc/router-types";
import { createParseSafeFetch } from "./create-parse-safe-fetch";
import { TRPC_ENDPOINT } from "./trpc-endpoint";

/**
 * docs/behaviour.md#server-calls: one batching link, no logger link. Queries go as GET with a
 * JSON `input` parameter, mutations as POST with a JSON body (httpBatchLink's own behaviour);
 * subscriptions throw on this link. Batches are never split by URL length or item count.
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
    maxItems: Infinity, // docs/behaviour.md#server-calls: no batch size limit
    headers: () => ({ "x-trpc-source": "react" }), // docs/behaviour.md#server-calls: on every call
    fetch: createParseSafeFetch(fetch),
  });
  // A link is router-agnostic at run time; tests reuse it with routers of their own.
  return [link as unknown as TRPCLink<TRouter>];
}
