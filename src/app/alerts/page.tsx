import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingBlock } from "@/components/ui/loading-block";
import { AlertsScreen } from "@/features/alerts/components/alerts-screen";

export const metadata: Metadata = { title: "Alerts" };

export default function AlertsPage() {
  return (
    // An alert asked for by a link (`?symbol=…&price=…`) is read from the address, which waits for the browser.
    <Suspense fallback={<LoadingBlock label="Loading your alerts" height="h-48" />}>
      <AlertsScreen />
    </Suspense>
  );
}
