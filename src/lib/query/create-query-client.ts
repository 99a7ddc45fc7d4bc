import {
  isCancelledError,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { showToast } from "@/lib/toast/toast-store";
import type { AppRouter } from "@/lib/trpc/router-types";
import { describeError } from "./describe-error";
import { fetchedBeforeThisPage } from "./fetched-before-this-page";
import { OFFLINE_CACHE_MAX_AGE_MS } from "./offline-cache-max-age";
import { queryRetryDelay, shouldRetryQuery } from "./retry-policy";

/**
 * docs/security.md "Memory": a server render's client lives for one request and is persisted
 * nowhere, so the 24 h of docs/behaviour.md#offline-cache (a browser rule) would only leave a 24 h removal timer per cached query,
 * holding that request's whole client in memory for a day. Infinity schedules no timer: the client
 * is collected with the request. It is also the library's own server default.
 * @see https://tanstack.com/query/v5/docs/framework/react/guides/advanced-ssr
 * @see node_modules/@tanstack/query-core/build/modern/removable.js (`scheduleGc`, `updateGcTime`)
 */
export const SERVER_QUERY_GC_TIME_MS = Infinity;
/** docs/behaviour.md#offline-cache: data is fresh for 5 minutes. */
export const QUERY_STALE_TIME_MS = 300_000;

function isAbort(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (
    (error instanceof Error && error.name === "AbortError") ||
    (cause instanceof Error && cause.name === "AbortError")
  );
}

/** Every failure is shown in one place, a toast titled by its tRPC code; aborted requests are not failures. */
function reportError(error: unknown): void {
  if (isAbort(error)) return;
  showToast({ ...describeError(error), tone: "error" });
}

/**
 * docs/behaviour.md#offline-cache: the subscription queries are always stale and not refetched on
 * reconnect; on mount only when restored from the persisted cache. They are persisted like
 * the rest, per person, so the account page has its plan offline (the server enforces every right).
 * Set by each procedure's tRPC path key, which the key of every input of it starts with. The
 * entitlements follow the subscription, so they are treated the same.
 */
const subscriptionQueryDefaults = {
  staleTime: 0,
  refetchOnMount: fetchedBeforeThisPage,
  refetchOnReconnect: false,
};

let subscriptionPathKeys: QueryKey[] | null = null;

/**
 * The subscription procedures' tRPC path keys, built once per process: a server render makes a
 * query client per request, and the keys never change. The proxy is used for its keys only: its
 * client has no link and its query client is never mounted, so neither is ever asked anything.
 */
function getSubscriptionPathKeys(): QueryKey[] {
  if (subscriptionPathKeys) return subscriptionPathKeys;
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [] }),
    queryClient: new QueryClient(),
  });
  subscriptionPathKeys = [
    trpc.stripe.getCurrentSubscription.pathKey(),
    trpc.stripe.getPlanById.pathKey(),
    trpc.stripe.getEntitlements.pathKey(),
  ];
  return subscriptionPathKeys;
}

/** Where the client runs: "browser" keeps the defaults of docs/behaviour.md#offline-cache exactly; "server" is one request's. */
export type QueryClientHost = "browser" | "server";

export function createQueryClient(host: QueryClientHost = "browser"): QueryClient {
  const queryClient = new QueryClient({
    // `meta: { silentErrors: true }` opts out where the failure is shown in place (a form, the connectivity badge).
    queryCache: new QueryCache({
      onError: (error, query) => query.meta?.silentErrors !== true && reportError(error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        mutation.meta?.silentErrors !== true && reportError(error),
    }),
    defaultOptions: {
      queries: {
        // docs/behaviour.md#offline-cache: kept as long as the persisted cache, so it has something to restore.
        gcTime: host === "server" ? SERVER_QUERY_GC_TIME_MS : OFFLINE_CACHE_MAX_AGE_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // No retry (a retried POST may apply twice) and no waiting for the connection: while the
      // server cannot be reached a change fails at once and says so, unless it is an edit queued
      // for later (`meta.queueWhileOffline`, docs/behaviour.md#offline-edits), which sets its own.
      mutations: { networkMode: "always" },
    },
  });
  for (const pathKey of getSubscriptionPathKeys())
    queryClient.setQueryDefaults(pathKey, subscriptionQueryDefaults);
  return queryClient;
}
