import type { Metadata } from "next";
import { AlertChannelsPage } from "@/features/alerts/components/alert-channels-page";

export const metadata: Metadata = { title: "Alert channels" };

export default function AlertChannelsRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Push and webhooks</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Where your alerts go besides the app and mail.
      </p>
      <div className="mt-8">
        <AlertChannelsPage />
      </div>
    </div>
  );
}
