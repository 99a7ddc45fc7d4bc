import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingBlock } from "@/components/ui/loading-block";
import { AlertHistory } from "@/features/alerts/components/alert-history";

export const metadata: Metadata = { title: "Alert history" };

export default function AlertHistoryPage() {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the history" height="h-48" />}>
      <AlertHistory />
    </Suspense>
  );
}
