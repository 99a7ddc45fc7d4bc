import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AnalyticsDashboard } from "@/features/analytics/components/analytics-dashboard";
import { getServerAuthSession } from "@/features/auth/server/get-server-auth-session";
import { readUserRole } from "@/server/auth/read-user-role";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Analytics" };

/** Administrators only: anyone else gets the 404 page, so the page's existence is not advertised. */
export default async function AdminAnalyticsPage() {
  const session = await getServerAuthSession({ getDb });
  if (!session || (await readUserRole(getDb(), session.user.id)) !== "admin") notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Events received at /ingest and registrations, by day in UTC.</p>
      <div className="mt-8">
        <AnalyticsDashboard />
      </div>
    </div>
  );
}
