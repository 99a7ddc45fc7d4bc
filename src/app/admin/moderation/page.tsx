import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { readSession } from "@/features/auth/server/read-session";
import { ModerationConsole } from "@/features/chat/components/admin/moderation-console";
import { findAccessRefusal } from "@/server/api/find-access-refusal";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = {
  title: "Chat moderation",
  robots: { index: false, follow: false },
};

/** Administrators only, as /admin/mail: anyone else gets the 404 page. */
export default async function AdminModerationPage() {
  const session = await readSession(getDb(), await headers());
  if (findAccessRefusal("admin", session)) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Chat moderation</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Reported messages and those hidden automatically after reports from established accounts,
        with the thread around them and the author&apos;s record. Every decision is written to the
        audit log.
      </p>
      <div className="mt-8">
        <ModerationConsole />
      </div>
    </div>
  );
}
