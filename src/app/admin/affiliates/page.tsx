import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AffiliatesConsole } from "@/features/affiliate/components/admin/affiliates-console";
import { readSession } from "@/features/auth/server/read-session";
import { findAccessRefusal } from "@/server/api/find-access-refusal";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Affiliates", robots: { index: false, follow: false } };

/** Administrators only, as /admin/moderation: anyone else gets the 404 page. */
export default async function AdminAffiliatesPage() {
  const session = await readSession(getDb(), await headers());
  if (findAccessRefusal("admin", session)) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Affiliates</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Applications to the affiliate program, the affiliates with their funnels, earnings and
        rates, the registrations whose referral was refused, and the payouts due.
      </p>
      <div className="mt-8">
        <AffiliatesConsole />
      </div>
    </div>
  );
}
