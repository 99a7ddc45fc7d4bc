"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { callbackUrlForPage } from "@/features/auth";
import { track } from "@/lib/analytics/track";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { useTRPC } from "@/lib/trpc/react";

type Reason = "visitor" | "guest" | "unverified";

/**
 * In the composer's place for a reader who may not post yet (docs/product.md#chat): a visitor or a
 * guest is asked to register (or log in), and comes back to this page after; an account whose email
 * is unconfirmed can have the link sent again. Showing it is recorded once per visit.
 */
export function RegisterPrompt({ room, reason }: { room: string; reason: Reason }) {
  const trpc = useTRPC();
  const back = callbackUrlForPage(usePathname(), "");
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({ meta: { silentErrors: true } }),
  );
  useEffect(() => track("chat_register_prompt_shown", { room, reason }), [room, reason]);

  return (
    <div className="flex flex-col items-start gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4 dark:border-slate-800 dark:bg-slate-900">
      {reason === "unverified" ? (
        <>
          <p className="min-w-0 text-sm sm:flex-1">
            <span className="font-semibold">Confirm your email to post.</span> Open the link we
            mailed you; reading needs nothing.
          </p>
          {resend.isSuccess ? (
            <p role="status" className="text-sm font-semibold">
              Sent again: check your inbox.
            </p>
          ) : (
            <button
              type="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {resend.isPending ? "Sending…" : "Send the link again"}
            </button>
          )}
          {resend.isError && (
            <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
              {resend.error.message}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="min-w-0 text-sm sm:flex-1">
            <span className="font-semibold">Create a free account to post.</span> Anyone can read;
            posting takes an account with a confirmed email.
          </p>
          <div className="flex gap-2">
            <Link href={authPageHref("/register", back)} className={buttonClass({ size: "sm" })}>
              Register
            </Link>
            <Link
              href={authPageHref("/login", back)}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Log in
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
