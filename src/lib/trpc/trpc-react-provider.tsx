"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/query/create-query-client";
import type { AppRouter } from "@/server/api/root";
import { createTrpcLinks } from "./create-trpc-links";
import { TRPCProvider } from "./react";

let browserQueryClient: QueryClient | undefined;

/**
 * One query client per browser tab, but a fresh one per server render so that no request's data
 * reaches another person's page.
 * @see https://tanstack.com/query/v5/docs/framework/react/guides/advanced-ssr
 */
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() => createTRPCClient<AppRouter>({ links: createTrpcLinks() }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
