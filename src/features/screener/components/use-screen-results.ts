"use client";

import { hashKey, keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useEntitlements } from "@/features/billing/components";
import { updatedBeforeThisPage } from "@/lib/query/fetched-before-this-page";
import type { AppQueryMeta } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { technicalFiltersBeyondPreset } from "../allowed-filter";
import { screenRunInput } from "../screen-run-input";
import {
  type ScreenState,
  screenFromSearchParams,
  screenToSearchParams,
} from "../screen-url-state";
import type { FirstScreen } from "../server/get-first-screen";
import { useScreenNavigation } from "./use-screen-navigation";

/** Errors show in place; offline, the last few screens tried (and their next pages) are kept (docs/behaviour.md#offline-cache). */
const runMeta: AppQueryMeta = { silentErrors: true, persist: { latest: 6 } };

/**
 * The screen in the address and its rows: the server's first page when it rendered this screen,
 * the previous rows while the next arrive, and the next page fetched ahead, the likeliest next step
 * (docs/product.md#screener, "Speed").
 */
export function useScreenResults(firstScreen: FirstScreen | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const entitlements = useEntitlements();
  const features = entitlements.data?.features ?? [];
  const technicalAllowed = features.includes("technical_filters");
  // Technical filters the plan lacks are left out of the request (a shared link may carry them):
  // the results are the screen without them, and a note says so.
  const inputFor = (screen: ScreenState) =>
    screenRunInput(
      screen,
      technicalAllowed ? [] : technicalFiltersBeyondPreset(screen.filter, screen.preset),
    );
  // Until the plan is known, a screen with technical filters waits instead of guessing.
  const canRun = (screen: ScreenState) =>
    technicalFiltersBeyondPreset(screen.filter, screen.preset).length === 0 ||
    !entitlements.isPending;

  const prefetch = (next: ScreenState) => {
    if (canRun(next))
      void queryClient.prefetchQuery(
        trpc.screener.run.queryOptions(inputFor(next), { meta: runMeta }),
      );
  };
  // The next screen's rows are asked for from the event that chose it, while the page re-renders
  // for it, rather than after that render has committed and painted.
  const { state, go, writeAddress } = useScreenNavigation(prefetch);
  /**
   * Asks ahead for the screen a change would make, on the intent to make it (a pointer resting on a
   * column's heading, or focus on it), as the stock links do: the click then shows rows already
   * here. Fresh answers are not asked again (staleTime), so moving over the headings costs at most
   * one request per column. Read back through the address's form, so the key is the click's.
   */
  const prefetchChange = (update: (current: ScreenState) => ScreenState) =>
    prefetch(screenFromSearchParams(screenToSearchParams(update(state))));
  const beyondPreset = technicalFiltersBeyondPreset(state.filter, state.preset);
  const input = inputFor(state);
  const first =
    firstScreen && hashKey([firstScreen.input]) === hashKey([input]) ? firstScreen : null;
  const results = useQuery({
    ...trpc.screener.run.queryOptions(input, { meta: runMeta }),
    initialData: first?.result,
    initialDataUpdatedAt: first?.at,
    placeholderData: keepPreviousData,
    enabled: canRun(state),
  });
  // The address follows once the screen's own rows are on show (or its error), not the previous screen's kept meanwhile.
  const shown = !results.isPlaceholderData;
  useEffect(() => {
    if (shown) writeAddress();
  }, [shown, state, writeAddress]);
  // Until this part has hydrated it shows what the server rendered: the server's first page (or no
  // rows) and no plan. The offline cache, restored while this part still hydrates, can hold both
  // (a visitor's plan, the rows of a screen without its locked filter), and text the HTML lacks
  // would not match it (React #418). The queries themselves use what is known from the start.
  const hydrated = useHydrated();
  const data = hydrated ? results.data : first?.result;
  const total = data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / state.pageSize));
  useQuery({
    ...trpc.screener.run.queryOptions({ ...input, page: state.page + 1 }, { meta: runMeta }),
    enabled: results.isSuccess && !results.isPlaceholderData && state.page < pages,
    notifyOnChangeProps: [],
  });

  return {
    state,
    go,
    prefetchChange,
    results,
    data,
    pages,
    features: hydrated ? features : [],
    // A plan restored from the device (it may predate an upgrade) counts as pending until the
    // server confirms it, so a person who just paid never meets a lock (docs/behaviour.md#offline-cache).
    entitlementsPending:
      !hydrated ||
      entitlements.isPending ||
      (entitlements.isFetching && updatedBeforeThisPage(entitlements.dataUpdatedAt)),
    beyondPreset,
    locked: technicalAllowed ? [] : beyondPreset,
    technicalAllowed: hydrated && technicalAllowed,
  };
}
