import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AnalyticsDashboard } from "@/features/analytics/components/analytics-dashboard";
import { readSession } from "@/features/auth/server/read-session";
import { findAccessRefusal } from "@/server/api/find-access-refusal";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Analytics" };

/**
 * Administrators only, by the check `adminProcedure` makes, on the session read as every tRPC call
 * reads it: anyone else gets the 404 page, so the page's existence is not advertised. A signed-out
 * administrator logs in from the header, whose link comes back here (docs/security.md, "Sessions").
 */
export default async function AdminAnalyticsPage() {
  const session = await readSession(getDb(), await headers());
  if (findAccessRefusal("admin", session)) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Who registers and who pays, and the events received at /ingest, for the range you choose.
      </p>
      <div className="mt-8">
        <AnalyticsDashboard />
      </div>
    </div>
  );
}
