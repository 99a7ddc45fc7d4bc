"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { useTRPC } from "@/lib/trpc/react";
import { useLinkToken } from "../use-link-token";
import { LinkDone, LinkPending, LinkProblem, MISSING_TOKEN } from "./link-status";

/**
 * /verify-email: confirms the address as soon as the page runs (docs/product.md#accounts-and-mail).
 * A mail scanner that fetches the link runs no script, so it confirms nothing.
 */
export function VerifyEmailPanel() {
  const token = useLinkToken();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      meta: { silentErrors: true },
      // The banner reads the account: it goes at once.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() }),
    }),
  );
  const { mutate } = verify;
  // Once per page: a link works once, and development's double effects must not spend it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const again = { href: "/account", label: "Go to your account" };
  if (token === null) return <LinkProblem message={MISSING_TOKEN} next={again} />;
  if (verify.isError) return <LinkProblem message={verify.error.message} next={again} />;
  if (!verify.isSuccess) return <LinkPending label="Confirming your email address…" />;
  return (
    <LinkDone title="Your email address is confirmed">
      <p>
        <span className="font-medium text-slate-900 dark:text-slate-100">{verify.data.email}</span>{" "}
        is now the confirmed address of your account.
      </p>
      <Link href="/screener" className={buttonClass()}>
        Go to the screener
      </Link>
    </LinkDone>
  );
}
