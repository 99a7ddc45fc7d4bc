import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingBlock } from "@/components/ui/loading-block";
import { CalendarScreen } from "@/features/calendar/components";

export const metadata: Metadata = { title: "Earnings and dividend calendar" };

export default function CalendarPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Earnings and dividends</h1>
      {/* The week is read from the address (useSearchParams), which waits for the browser. */}
      <Suspense fallback={<LoadingBlock label="Loading the calendar" height="h-96" />}>
        <CalendarScreen />
      </Suspense>
    </div>
  );
}
