"use client";

import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { AnalyticsProvider } from "@/lib/analytics/analytics-provider";
import type { AnalyticsClientOptions } from "@/lib/analytics/posthog-client";
import { TRPCReactProvider } from "@/lib/trpc/trpc-react-provider";
import { UserQueryCache } from "./user-query-cache";
import { useSettledIdentity } from "./use-settled-identity";

/** SPEC §4: while the session is loading, nothing below the root layout renders. */
function SessionGate({ analytics, children }: { analytics: AnalyticsClientOptions | null; children: ReactNode }) {
  const settled = useSettledIdentity();
  if (!settled) return null;
  return (
    <UserQueryCache identity={settled.identity} fromDevice={settled.fromDevice}>
      <TRPCReactProvider>
        <AnalyticsProvider options={analytics} />
        {children}
      </TRPCReactProvider>
    </UserQueryCache>
  );
}

/**
 * Session, per-person query cache and tRPC, in that order. The server's session is passed in so
 * server-rendered pages render at once (ARCHITECTURE.md "Next.js 16 traps").
 */
type AppProvidersProps = { session: Session | null; analytics: AnalyticsClientOptions | null; children: ReactNode };

export function AppProviders({ session, analytics, children }: AppProvidersProps) {
  return (
    <SessionProvider session={session}>
      <SessionGate analytics={analytics}>{children}</SessionGate>
    </SessionProvider>
  );
}
