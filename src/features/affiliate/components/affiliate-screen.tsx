"use client";

import { useQuery } from "@tanstack/react-query";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { AffiliateDashboard } from "./affiliate-dashboard";
import type { ProgramTerms } from "./affiliate-types";
import { ApplicationReceived } from "./application-received";
import { ApplySection } from "./apply-section";
import { ProgramIntro } from "./program-intro";

/**
 * /affiliate (docs/product.md#affiliate-program), by where the person stands: a visitor or a guest
 * reads the terms and is asked to register; a registered person applies, waits for the decision,
 * or, once approved, has the dashboard. `terms` are the program's standard ones.
 */
export function AffiliateScreen({
  terms,
  mailAvailable,
}: {
  terms: ProgramTerms;
  mailAvailable: boolean;
}) {
  const { identity } = useAppSession();
  const trpc = useTRPC();
  const registered = isRegistered(identity);
  // Asked afresh on every visit: the decision arrives by mail, and this device's copy would still say "applied".
  const me = useQuery({
    ...trpc.affiliate.me.queryOptions(),
    enabled: registered,
    refetchOnMount: "always",
    meta: { silentErrors: true },
  });

  if (!registered)
    return <ProgramIntro terms={terms} guest={identity.status === "authenticated"} />;
  if (me.isError) return <LoadFailure what="Your place in the program" query={me} />;
  if (me.isPending) return <LoadingBlock label="Loading the affiliate program" height="h-64" />;

  const standing = me.data;
  switch (standing.status) {
    case "none":
    case "rejected":
      return (
        <ApplySection
          standing={standing}
          terms={{ ...terms, payoutMinimum: standing.payoutMinimum }}
          mailAvailable={mailAvailable}
        />
      );
    case "applied":
      return <ApplicationReceived standing={standing} terms={terms} />;
    case "active":
    case "suspended":
      return <AffiliateDashboard standing={standing} />;
  }
}
