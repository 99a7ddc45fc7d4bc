"use client";

import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { AnalyticsProvider } from "@/lib/analytics/analytics-provider";
import type { AnalyticsClientOptions } from "@/lib/analytics/posthog-client";
import { TRPCReactProvider } from "@/lib/trpc/trpc-react-provider";
import { createFetchAfterPendingSignOut } from "./fetch-after-pending-sign-out";
import { OnlineStatusSync } from "./online-status-sync";
import { PendingSignOutFinisher } from "./pending-sign-out-finisher";
import { useSettledIdentity } from "./use-settled-identity";
import { UserQueryCache } from "./user-query-cache";

/** No call carries the cookie of a person who signed out on this device (see the function). */
const fetchAfterPendingSignOut = createFetchAfterPendingSignOut();

/**
 * docs/behaviour.md#sessions: while the session is loading, nothing below the root layout renders.
 * The analytics provider stays outside the per-person subtree, which unmounts at every change of
 * person: it starts once per page load (docs/behaviour.md#analytics-provider).
 */
function SessionGate({
  analytics,
  children,
}: {
  analytics: AnalyticsClientOptions | null;
  children: ReactNode;
}) {
  const settled = useSettledIdentity();
  return (
    <>
      <AnalyticsProvider options={analytics} identity={settled?.identity ?? null} />
      {settled && (
        <UserQueryCache identity={settled.identity} fromDevice={settled.fromDevice}>
          <TRPCReactProvider fetch={fetchAfterPendingSignOut}>
            <PendingSignOutFinisher />
            <OnlineStatusSync />
            {children}
          </TRPCReactProvider>
        </UserQueryCache>
      )}
    </>
  );
}

/**
 * Session, per-person query cache and tRPC, in that order. The server's session is passed in so
 * server-rendered pages render at once (docs/behaviour.md#sessions).
 */
type AppProvidersProps = {
  session: Session | null;
  analytics: AnalyticsClientOptions | null;
  children: ReactNode;
};

export function AppProviders({ session, analytics, children }: AppProvidersProps) {
  return (
    <SessionProvider session={session}>
      <SessionGate analytics={analytics}>{children}</SessionGate>
    </SessionProvider>
  );
}
