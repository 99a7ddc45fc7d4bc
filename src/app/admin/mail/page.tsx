import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { readSession } from "@/features/auth/server/read-session";
import { MailDeliveries } from "@/features/mail/components/mail-deliveries";
import { findAccessRefusal } from "@/server/api/find-access-refusal";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Mail", robots: { index: false, follow: false } };

/** Administrators only, as /admin/analytics: anyone else gets the 404 page. */
export default async function AdminMailPage() {
  const session = await readSession(getDb(), await headers());
  if (findAccessRefusal("admin", session)) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mail</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Every mail handed to the job queue: delivered, being retried after a refusal, or failed for
        good with the server&apos;s last answer.
      </p>
      <div className="mt-8">
        <MailDeliveries />
      </div>
    </div>
  );
}
