import "server-only";
import { connection } from "next/server";
import { getServerSession } from "next-auth";
import type { Database } from "@/server/db/create-database";
import { createAuthOptions } from "./auth-options";

/** The session of the request being rendered, for server components and the root layout. */
export async function getServerAuthSession({ getDb }: { getDb: () => Database }) {
  // Per request, never at build time: pages that show who you are cannot be prerendered.
  await connection();
  return getServerSession(createAuthOptions({ getDb }));
}
