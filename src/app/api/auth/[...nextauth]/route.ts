import NextAuth from "next-auth";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { getDb } from "@/server/db/get-database";

/** Options are made per request, never at import, so `next build` needs no secret. */
function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(
    request as never,
    context as never,
    createAuthOptions({ getDb }),
  ) as Promise<Response>;
}

export { handler as GET, handler as POST };
