import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@/lib/trpc/router-types";

/**
 * `useTRPC()` gives typed query and mutation options for TanStack Query.
 * @see https://trpc.io/docs/client/tanstack-react-query/setup
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
