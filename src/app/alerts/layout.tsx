import type { ReactNode } from "react";
import { AlertsNav } from "@/features/alerts/components/alerts-nav";

/** Every /alerts page: its heading and the alerts sub-navigation (docs/alerts.md#creating-and-managing-alerts). */
export default function AlertsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Alerts</h1>
      <AlertsNav />
      {children}
    </div>
  );
}
