import "server-only";
import { connection } from "next/server";
import { getServerSession, type NextAuthOptions } from "next-auth";

/**
 * The session of the request being rendered, for server components and the root layout. The
 * options come from the composition root (src/server/api/create-app-auth-options.ts), made only
 * once the request is known: at build time there is no secret to make them with.
 */
export async function getServerAuthSession(createAuthOptions: () => NextAuthOptions) {
  // Per request, never at build time: pages that show who you are cannot be prerendered.
  await connection();
  return getServerSession(createAuthOptions());
}
