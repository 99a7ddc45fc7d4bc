"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { type ReactNode, useState } from "react";
import type { AppRouter } from "@/lib/trpc/router-types";
import { createTrpcLinks } from "./create-trpc-links";
import { TRPCProvider } from "./react";

/**
 * The one tRPC client of the tab (docs/behaviour.md#server-calls), bound to the query client above
 * it; `fetch` is what its calls go through.
 */
export function TRPCReactProvider({
  fetch,
  children,
}: {
  fetch?: typeof globalThis.fetch;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({ links: createTrpcLinks({ fetch }) }),
  );
  return (
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      {children}
    </TRPCProvider>
  );
}
