"use client";

import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { TRPCReactProvider } from "@/lib/trpc/trpc-react-provider";
import { UserQueryCache } from "./user-query-cache";
import { useSettledIdentity } from "./use-settled-identity";

/** SPEC §4: while the session is loading, nothing below the root layout renders. */
function SessionGate({ children }: { children: ReactNode }) {
  const settled = useSettledIdentity();
  if (!settled) return null;
  return (
    <UserQueryCache identity={settled.identity} fromDevice={settled.fromDevice}>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </UserQueryCache>
  );
}

/**
 * Session, per-person query cache and tRPC, in that order. The server's session is passed in so
 * server-rendered pages render at once (ARCHITECTURE.md "Next.js 16 traps").
 */
export function AppProviders({ session, children }: { session: Session | null; children: ReactNode }) {
  return (
    <SessionProvider session={session}>
      <SessionGate>{children}</SessionGate>
    </SessionProvider>
  );
}
