"use client";

import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { ApplicationCard } from "./application-card";

/** The applications waiting for a decision, the newest first. Never kept in the offline cache: they hold people's payout emails. */
export function ApplicationList() {
  const trpc = useTRPC();
  const applications = useQuery(
    trpc.affiliate.admin.affiliates.queryOptions({ status: "applied" }, { meta: ADMIN_READ_META }),
  );

  if (applications.isPending)
    return <LoadingBlock label="Loading the applications" height="h-48" />;
  if (applications.isError) return <LoadFailure what="The applications" query={applications} />;
  const list = applications.data.affiliates;
  if (list.length === 0) return <EmptyState>No applications waiting.</EmptyState>;
  return (
    <div className="space-y-4">
      {list.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </div>
  );
}
