import type { Metadata } from "next";
import Link from "next/link";
import { NotificationsList, WithSession } from "@/features/alerts/components";

export const metadata: Metadata = { title: "Notifications" };

export default function NotificationsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
        <Link
          href="/alerts/settings"
          className="text-brand-700 dark:text-brand-500 ml-auto text-sm font-semibold hover:underline"
        >
          Alert settings
        </Link>
      </div>
      <WithSession what="your notifications">
        <NotificationsList />
      </WithSession>
    </div>
  );
}
