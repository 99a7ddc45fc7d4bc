"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { describeError } from "@/lib/query/describe-error";
import { useTRPC } from "@/lib/trpc/react";
import { useDebouncedValue } from "./use-debounced-value";

/** docs/product.md#search: the pause in typing after which the server is asked. */
const DEBOUNCE_MS = 120;

/**
 * `market.search` for what is typed, asked once typing pauses. The previous matches stay until the
 * next arrive (no flashing), and an empty answer keeps its message meanwhile (typing on rarely turns
 * none into some). Failures show in place, not as a toast, and searches are never persisted.
 */
export function useSymbolMatches(text: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = text.trim();
  const searched = useDebouncedValue(query, DEBOUNCE_MS);
  const optionsFor = (value: string) => ({
    ...trpc.market.search.queryOptions({ query: value }),
    staleTime: 60_000,
    meta: { silentErrors: true, persist: false as const },
  });
  const results = useQuery({
    ...optionsFor(searched),
    enabled: searched.length > 0,
    placeholderData: keepPreviousData,
  });
  const current = query !== "" && searched === query && !results.isPlaceholderData;
  const message =
    query === "" || searched === ""
      ? null
      : results.isError
        ? `Search isn't available right now. ${describeError(results.error).description}`
        : results.data?.length === 0
          ? `No symbol or company matches “${query}”.`
          : null;

  /** The best match of what is typed, asking for it when the results shown are behind the typing. */
  async function best() {
    if (query === "") return undefined;
    if (current) return results.data?.[0];
    return (await queryClient.fetchQuery(optionsFor(query)).catch(() => []))[0];
  }

  return { query, matches: searched === "" ? [] : (results.data ?? []), current, message, best };
}
