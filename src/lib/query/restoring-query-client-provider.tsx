"use client";

import { IsRestoringProvider, type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from "@tanstack/react-query-persist-client";
import { type ReactNode, startTransition, useEffect, useRef, useState } from "react";

type Props = {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, "queryClient">;
  onSuccess: () => void;
  children: ReactNode;
};

/**
 * TanStack's `PersistQueryClientProvider`, with one difference: the end of the restore (when
 * `useIsRestoring` turns false) is a transition.
 *
 * That flag is a context above the whole page. A context change reaching a part of the page React
 * has not hydrated yet (the screener, the stock page's panels: each waits behind a Suspense
 * boundary) makes React hydrate that part at the change's priority first. The library sets the flag
 * from a promise, an ordinary update, so the part was hydrated in one piece: one long task of
 * 300–600 ms on a phone-speed CPU. As a transition, React hydrates it in slices between input
 * (docs/decisions.md#shell). Restoring, saving and `onSuccess` are the library's own functions,
 * called in the library's order.
 * @see https://github.com/TanStack/query/blob/main/packages/react-query-persist-client/src/PersistQueryClientProvider.tsx
 * @see https://react.dev/reference/react/startTransition
 */
export function RestoringQueryClientProvider({
  client,
  persistOptions,
  onSuccess,
  children,
}: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess });
  const didRestore = useRef(false);
  useEffect(() => {
    latest.current = { persistOptions, onSuccess };
  });

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!didRestore.current) {
      didRestore.current = true;
      void persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess())
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
