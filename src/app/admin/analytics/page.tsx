import type { Metadata } from "next";
import { AnalyticsDashboard } from "@/features/analytics/components/analytics-dashboard";
import { AdminPageIntro } from "../admin-page-intro";

export const metadata: Metadata = { title: "Analytics" };

/** Administrators only: the admin layout turns anyone else away. */
export default function AdminAnalyticsPage() {
  return (
    <>
      <AdminPageIntro title="Analytics">
        Who registers and who pays, and the events received at /ingest, for the range you choose.
      </AdminPageIntro>
      <AnalyticsDashboard />
    </>
  );
}
