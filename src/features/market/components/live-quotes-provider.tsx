"use client";

import {
  createContext,
  type ReactNode,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createLiveQuotesStore, type LiveQuotesStore } from "../create-live-quotes-store";
import { createQuotesReader } from "../create-quotes-reader";
import type { StreamedQuote } from "../streamed-quote";

const LiveQuotesContext = createContext<LiveQuotesStore | null>(null);

/** The page's live quotes (docs/live-market.md#the-live-path-feed--database--page): one stream for every `useLiveQuote` under it. */
export function LiveQuotesProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    typeof window === "undefined" || typeof EventSource === "undefined"
      ? null
      : createLiveQuotesStore(),
  );
  return <LiveQuotesContext value={store}>{children}</LiveQuotesContext>;
}

/**
 * Hears the signed-in person's `name` events on the page's one stream (docs/alerts.md#delivery-in-the-app),
 * for as long as the calling component is mounted; `null` hears nothing.
 */
export function usePersonalEvent(name: string | null, onEvent: (data: unknown) => void) {
  const store = use(LiveQuotesContext);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(
    () => (name === null ? undefined : store?.listen(name, (data) => latest.current(data))),
    [store, name],
  );
}

const none = () => null;
const noSubscription = () => () => undefined;

/**
 * `symbol`'s live quote (null until the stream sends one: show the server-rendered figures), the
 * running feed's description and the stream's status. Without a provider (or on the server): nulls.
 * A null `symbol` follows nothing: a part that follows only while shown keeps its place in the tree.
 * `paused` (a figure off the screen) keeps the symbol in the page's stream without re-rendering
 * at each of its ticks.
 */
export function useLiveQuote(symbol: string | null, paused = false) {
  const store = use(LiveQuotesContext);
  useEffect(() => (symbol === null ? undefined : store?.want(symbol)), [store, symbol]);
  // Paused, the stream still carries the symbol but this part is not told of its ticks; resumed,
  // React compares the snapshot again as it subscribes and renders the latest quote if it moved.
  const subscribe = (!paused && store?.subscribe) || noSubscription;
  const quote = useSyncExternalStore(
    subscribe,
    () => (symbol === null ? null : (store?.getQuote(symbol) ?? null)),
    none,
  );
  const market = useSyncExternalStore(subscribe, () => store?.getMarket() ?? null, none);
  const status = useSyncExternalStore(
    subscribe,
    () => store?.getStatus() ?? "idle",
    () => "idle" as const,
  );
  return { quote, market, status };
}

const NO_QUOTES: readonly (StreamedQuote | null)[] = [];

/**
 * The live quotes of several symbols, in their order (null for one not quoted yet), each followed
 * while the calling component is mounted: the chart's compared symbols. The same array comes back
 * until one of these quotes changes (create-quotes-reader.ts). Without a provider (or on the
 * server): nulls.
 */
export function useLiveQuotes(symbols: readonly string[]): readonly (StreamedQuote | null)[] {
  const store = use(LiveQuotesContext);
  const key = symbols.join(" ");
  useEffect(() => {
    const stops = key && store ? key.split(" ").map((symbol) => store.want(symbol)) : [];
    return () => stops.forEach((stop) => stop());
  }, [store, key]);
  const read = useMemo(
    () =>
      createQuotesReader((symbol) => store?.getQuote(symbol) ?? null, key ? key.split(" ") : []),
    [store, key],
  );
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, () => NO_QUOTES);
}
