import type { Metadata } from "next";
import { AlertChannelsPage } from "@/features/alerts/components/alert-channels-page";

export const metadata: Metadata = { title: "Alert push and webhooks" };

/** Push devices and webhooks (each panel its own heading), under the alerts layout's heading. */
export default function AlertChannelsRoute() {
  return (
    <div className="space-y-4">
      <p className="text-slate-600 dark:text-slate-400">
        Where your alerts go besides the app and mail.
      </p>
      <AlertChannelsPage />
    </div>
  );
}
