import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { finishNextAuthAnswer } from "@/features/auth/server/finish-next-auth-answer";
import { refuseUnusableCallbackUrl } from "@/features/auth/server/refuse-unusable-callback-url";
import { createAppAuthOptions } from "@/server/api/create-app-auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

/** Options are made per request, never at import, so `next build` needs no secret. */
async function handler(request: NextRequest, context: Context): Promise<Response> {
  const refusal = refuseUnusableCallbackUrl(request);
  if (refusal) return finishNextAuthAnswer(refusal, null);
  let retryAfterMs: number | null = null;
  const options = createAppAuthOptions({ onRateLimited: (wait) => (retryAfterMs = wait) });
  const answer = (await NextAuth(request as never, context as never, options)) as Response;
  return finishNextAuthAnswer(answer, retryAfterMs);
}

export { handler as GET, handler as POST };
