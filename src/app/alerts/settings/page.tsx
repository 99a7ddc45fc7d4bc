import type { Metadata } from "next";
import { AlertSettingsForm, WithSession } from "@/features/alerts/components";

export const metadata: Metadata = { title: "Alert settings" };

export default function AlertSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Alert settings</h1>
      <WithSession what="your alert settings">
        <AlertSettingsForm />
      </WithSession>
    </div>
  );
}
