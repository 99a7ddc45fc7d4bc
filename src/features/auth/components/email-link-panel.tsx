"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { useTRPC } from "@/lib/trpc/react";
import { useLinkToken } from "../use-link-token";
import { LinkDone, LinkPending, LinkProblem, MISSING_TOKEN } from "./link-status";

/**
 * /confirm-email-change and /undo-email-change (docs/product.md#accounts-and-mail): the change acts
 * on a button, never on opening the page, so a mail scanner fetching the link changes nothing.
 */
export function EmailLinkPanel({ action }: { action: "confirm" | "undo" }) {
  const token = useLinkToken();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = {
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() }),
  };
  const confirm = useMutation(trpc.auth.confirmEmailChange.mutationOptions(options));
  // The undo signs every device out: this tab's session ends with them, and its next page load shows it.
  const undo = useMutation(trpc.auth.undoEmailChange.mutationOptions(options));
  const mutation = action === "confirm" ? confirm : undo;
  const fallback =
    action === "confirm"
      ? { href: "/account", label: "Go to your account" }
      : { href: "/forgot-password", label: "Reset your password" };

  if (token === undefined) return <LinkPending label="Reading your link…" />;
  if (token === null) return <LinkProblem message={MISSING_TOKEN} next={fallback} />;
  if (mutation.isError) return <LinkProblem message={mutation.error.message} next={fallback} />;
  if (confirm.isSuccess) {
    return (
      <LinkDone title="Your email address is changed">
        <p>
          Your account now uses{" "}
          <span className="font-medium break-all text-slate-900 dark:text-slate-100">
            {confirm.data.email}
          </span>
          . We told your old address, in case this was not you.
        </p>
        <Link href="/account" className={buttonClass()}>
          Go to your account
        </Link>
      </LinkDone>
    );
  }
  if (undo.isSuccess) {
    return (
      <LinkDone title="The change is undone">
        <p>
          Your account uses{" "}
          <span className="font-medium break-all text-slate-900 dark:text-slate-100">
            {undo.data.email}
          </span>{" "}
          again, and every device has been signed out. If someone else changed it, choose a new
          password now.
        </p>
        <Link
          href={`/forgot-password?${new URLSearchParams({ email: undo.data.email })}`}
          className={buttonClass()}
        >
          Choose a new password
        </Link>
      </LinkDone>
    );
  }
  return (
    <div className="space-y-4 text-sm text-slate-600 dark:text-slate-400">
      <p>
        {action === "confirm"
          ? "Confirm that your account should use this address from now on."
          : "Move your account back to this address and sign out every device."}
      </p>
      <button
        type="button"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ token })}
        className={buttonClass({ block: true })}
      >
        {mutation.isPending
          ? "Working…"
          : action === "confirm"
            ? "Use this address"
            : "Undo the change"}
      </button>
    </div>
  );
}
