import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "./create-query-client";

let browserQueryClient: QueryClient | undefined;

/**
 * One query client per browser tab, but a fresh one per server render so that no request's data
 * reaches another person's page; the server's keeps no query past the request (docs/security.md "Memory").
 * @see https://tanstack.com/query/v5/docs/framework/react/guides/advanced-ssr
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient("server");
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
