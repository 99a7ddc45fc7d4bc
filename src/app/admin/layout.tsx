import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { readSession } from "@/features/auth/server/read-session";
import { findAccessRefusal } from "@/server/api/find-access-refusal";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Administrators only, for every page under /admin, by the check `adminProcedure` makes, on the
 * session read as every tRPC call reads it: anyone else gets the 404 page, so the pages' existence
 * is not advertised. This is not what keeps the data safe: every procedure the pages call checks
 * again on the server. A signed-out administrator logs in from the header, whose link comes back
 * (docs/security.md, "Sessions").
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await readSession(getDb(), await headers());
  if (findAccessRefusal("admin", session)) notFound();
  return <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>;
}
