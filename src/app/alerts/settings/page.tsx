import type { Metadata } from "next";
import { AlertSettingsForm, WithSession } from "@/features/alerts/components";

export const metadata: Metadata = { title: "Alert delivery settings" };

/** Quiet hours and mail, under the alerts layout's heading and sub-navigation. */
export default function AlertSettingsPage() {
  return (
    <section aria-labelledby="delivery-settings" className="space-y-4">
      <h2 id="delivery-settings" className="text-lg font-semibold">
        Delivery settings
      </h2>
      <WithSession what="your alert settings">
        <AlertSettingsForm />
      </WithSession>
    </section>
  );
}
