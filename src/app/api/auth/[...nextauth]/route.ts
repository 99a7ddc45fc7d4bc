import NextAuth from "next-auth";
import { createAppAuthOptions } from "@/server/api/create-app-auth-options";

/** Options are made per request, never at import, so `next build` needs no secret. */
function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request as never, context as never, createAppAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
