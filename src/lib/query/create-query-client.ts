import { isCancelledError, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { showToast } from "@/lib/toast/toast-store";
import { describeError } from "./describe-error";
import { queryRetryDelay, shouldRetryQuery } from "./retry-policy";

/** SPEC §9: queries are kept 24 h so the persisted cache has something to restore. */
export const QUERY_GC_TIME_MS = 86_400_000;
/**
 * docs/security.md "Memory": a server render's client lives for one request and is persisted
 * nowhere, so SPEC §9's 24 h (a browser rule) would only leave a 24 h removal timer per cached query,
 * holding that request's whole client in memory for a day. Infinity schedules no timer: the client
 * is collected with the request. It is also the library's own server default.
 * @see https://tanstack.com/query/v5/docs/framework/react/guides/advanced-ssr
 * @see node_modules/@tanstack/query-core/build/modern/removable.js (`scheduleGc`, `updateGcTime`)
 */
export const SERVER_QUERY_GC_TIME_MS = Infinity;
/** SPEC §9: data is fresh for 5 minutes. */
export const QUERY_STALE_TIME_MS = 300_000;

function isAbort(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (error instanceof Error && error.name === "AbortError") || (cause instanceof Error && cause.name === "AbortError");
}

/** Every failure is shown in one place, a toast titled by its tRPC code; aborted requests are not failures. */
function reportError(error: unknown): void {
  if (isAbort(error)) return;
  showToast({ ...describeError(error), tone: "error" });
}

/**
 * SPEC §9: the two subscription queries are always stale and are not refetched on mount or
 * reconnect. Set by key prefix, the tRPC query key of each procedure: `[["stripe", name]]`.
 */
export const SUBSCRIPTION_QUERY_PREFIXES = [[["stripe", "getCurrentSubscription"]], [["stripe", "getPlanById"]]] as const;
const subscriptionQueryDefaults = { staleTime: 0, refetchOnMount: false, refetchOnReconnect: false } as const;

/** Whether a query key is one of the two subscription queries. */
export function isSubscriptionQuery(queryKey: readonly unknown[]): boolean {
  const path = JSON.stringify(queryKey[0]);
  return SUBSCRIPTION_QUERY_PREFIXES.some(([prefix]) => JSON.stringify(prefix) === path);
}

/** Where the client runs: "browser" keeps SPEC §9's defaults exactly; "server" is one request's. */
export type QueryClientHost = "browser" | "server";

export function createQueryClient(host: QueryClientHost = "browser"): QueryClient {
  const queryClient = new QueryClient({
    // `meta: { silentErrors: true }` opts out where the failure is shown in place (a form, the connectivity badge).
    queryCache: new QueryCache({ onError: (error, query) => query.meta?.silentErrors !== true && reportError(error) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => mutation.meta?.silentErrors !== true && reportError(error) }),
    defaultOptions: {
      queries: {
        gcTime: host === "server" ? SERVER_QUERY_GC_TIME_MS : QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // Mutations keep the library's defaults: 5-minute gcTime, no retry (a retried POST may apply twice).
    },
  });
  for (const prefix of SUBSCRIPTION_QUERY_PREFIXES) queryClient.setQueryDefaults(prefix, subscriptionQueryDefaults);
  return queryClient;
}
