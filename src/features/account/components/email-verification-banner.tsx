"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";

/**
 * Until a registered account confirms its address, a line under the header on every page says so,
 * with "Send the link again" (docs/product.md#accounts-and-mail). `mailAvailable` is false where the
 * server sends no mail: there is nothing the person could do, so nothing is shown.
 */
export function EmailVerificationBanner({ mailAvailable }: { mailAvailable: boolean }) {
  const { identity } = useAppSession();
  const trpc = useTRPC();
  const me = useQuery({
    ...trpc.account.me.queryOptions(),
    enabled: mailAvailable && isRegistered(identity),
  });
  const resend = useMutation(
    trpc.auth.resendVerification.mutationOptions({ meta: { silentErrors: true } }),
  );
  // The server renders it from the session, so it never pushes the page down as it loads; a
  // confirmation made on another page since then (`account.me` refetched) takes it away.
  const person = useSession().data?.user;
  const confirmedSince = useHydrated() && me.data?.emailVerified === true;
  if (!mailAvailable || !isRegistered(identity) || !person?.email || person.emailVerified)
    return null;
  if (confirmedSince) return null;
  return (
    <div
      role="region"
      aria-label="Email confirmation"
      className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center">
        <span>
          <strong className="font-semibold">Confirm your email.</strong> We sent a link to{" "}
          <span className="break-all">{person.email}</span>.
        </span>
        {resend.isSuccess ? (
          <span role="status">Sent again: check your inbox.</span>
        ) : resend.isError ? (
          <span role="alert" className="text-red-700 dark:text-red-300">
            {resend.error.message}
          </span>
        ) : (
          <button
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
            className="font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-60"
          >
            {resend.isPending ? "Sending…" : "Send the link again"}
          </button>
        )}
      </div>
    </div>
  );
}
