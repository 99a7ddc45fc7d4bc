"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { plans } from "@/features/billing";
import { InvoicesPanel, SubscriptionPanel, useEntitlements } from "@/features/billing/components";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { AccountSkeleton } from "./account-skeleton";
import { DangerZone } from "./danger-zone";
import { DataExportPanel } from "./data-export-panel";
import { EmailChangeForm } from "./email-change-form";
import { PasswordChangeForm } from "./password-change-form";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

function SignedOutPanel() {
  return (
    <div className={panelClass()}>
      <h2 className="font-semibold">You&apos;re not signed in</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Log in to see your account, or continue as a guest to start saving.
      </p>
      <Link href="/login?callbackUrl=/account" className={`mt-4 ${buttonClass()}`}>
        Log in
      </Link>
    </div>
  );
}

/** Who you are, loaded through `account.me` (so it is in the persisted cache, and shows offline). */
export function AccountPanel({ mailAvailable }: { mailAvailable: boolean }) {
  const { identity, signOut } = useAppSession();
  const trpc = useTRPC();
  // Read afresh whenever the page opens: the address may have been confirmed or changed from a mailed
  // link in another tab, and the copy this device kept would show the old state for minutes.
  const me = useQuery({
    ...trpc.account.me.queryOptions(),
    enabled: identity.status === "authenticated",
    refetchOnMount: "always",
  });
  const [signingOut, setSigningOut] = useState(false);
  // The badge names the plan (docs/product.md#plans); until it is known its space is held.
  const planId = useEntitlements().data?.planId;

  if (identity.status !== "authenticated") return <SignedOutPanel />;
  if (me.isPending) return <AccountSkeleton registered={isRegistered(identity)} />;
  if (me.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 p-6 dark:border-red-900">
        <h2 className="font-semibold">We couldn&apos;t load your account</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{me.error.message}</p>
        <button
          type="button"
          onClick={() => void me.refetch()}
          className={`mt-4 ${buttonClass({ variant: "secondary" })}`}
        >
          Try again
        </button>
      </div>
    );
  }

  const account = me.data;
  const isGuest = account.type === "guest";
  return (
    <div className="space-y-6">
      <section aria-labelledby="profile" className={panelClass()}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="profile" className="min-w-0 text-lg font-semibold wrap-anywhere">
            {isGuest ? "Guest" : (account.name ?? account.email)}
          </h2>
          <Badge tone="good" className="min-w-12 text-center">
            {isGuest ? "Guest" : planId ? plans[planId].name : "\u00a0"}
          </Badge>
          {account.type === "admin" && <Badge tone="neutral">Administrator</Badge>}
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          {!isGuest && (
            <>
              <dt className="text-slate-500 dark:text-slate-400">Email</dt>
              <dd className="break-all">{account.email}</dd>
            </>
          )}
          {account.createdAt && (
            <>
              <dt className="text-slate-500 dark:text-slate-400">
                {isGuest ? "Guest since" : "Member since"}
              </dt>
              <dd>{dateFormat.format(account.createdAt)}</dd>
            </>
          )}
        </dl>
        {isGuest && (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            Guest data lives on this device&apos;s session.{" "}
            <Link
              href="/register"
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              Create an account
            </Link>{" "}
            to keep it everywhere.
          </p>
        )}
      </section>
      {!isGuest && (
        <>
          <Suspense>
            <SubscriptionPanel />
          </Suspense>
          <InvoicesPanel />
          {account.email && (
            <EmailChangeForm
              email={account.email}
              verified={account.emailVerified}
              mailAvailable={mailAvailable}
            />
          )}
          {account.email && <PasswordChangeForm email={account.email} name={account.name} />}
          <DataExportPanel />
          <DangerZone />
        </>
      )}
      <button
        type="button"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          // Not signed out when the person is first asked about edits still waiting for the server.
          void signOut().then((signedOut) => setSigningOut(signedOut));
        }}
        className={buttonClass({ variant: "secondary" })}
      >
        {signingOut ? "Signing out…" : "Sign out"}
      </button>
    </div>
  );
}
