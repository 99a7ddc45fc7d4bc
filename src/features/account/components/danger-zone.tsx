"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { panelClass } from "@/components/ui/panel-class";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { plans } from "@/features/billing";
import { useEntitlements } from "@/features/billing/components";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-length";
import { formatPrice } from "@/lib/format/format-price";
import { useAppSession } from "@/lib/session/session-context";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import { writeDeletionNotice } from "../write-deletion-notice";

/**
 * Sign out everywhere, and "Delete my account" behind the password (docs/product.md#accounts-and-mail).
 * Both end this device's session too, so both finish with the usual sign-out: this person's cache
 * goes, and the browser lands on the home page, or after a deletion on /account/deleted, which
 * lists what went from the one-shot notice left for it.
 */
export function DangerZone() {
  const trpc = useTRPC();
  const { signOut } = useAppSession();
  const everywhere = useMutation(
    trpc.auth.signOutEverywhere.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: () => void signOut({ dropWaitingEdits: true }),
    }),
  );
  // Affiliate earnings not yet paid go with the account: said before the password is asked for.
  const unpaid =
    useQuery(trpc.affiliate.me.queryOptions(undefined, { meta: { silentErrors: true } })).data
      ?.unpaid ?? 0;
  const email = useQuery(trpc.account.me.queryOptions()).data?.email ?? "";
  const planId = useEntitlements().data?.planId ?? "free";
  const deletion = useMutation(
    trpc.account.deleteAccount.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: () => {
        writeDeletionNotice({
          email,
          plan: planId === "free" ? null : plans[planId].name,
          unpaid,
        });
        void signOut({ dropWaitingEdits: true, landOn: "/account/deleted" });
      },
    }),
  );
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setErrors({ password: "Enter your password." });
    setErrors({});
    try {
      await deletion.mutateAsync({ password });
    } catch (error) {
      setErrors(getFormErrors(error, "Your account could not be deleted. Please try again."));
    }
  }

  return (
    <>
      <section aria-labelledby="sessions-heading" className={panelClass()}>
        <h2 id="sessions-heading" className="text-lg font-semibold">
          Sign out everywhere
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Signs you out on every browser and device where you are signed in, this one included.
        </p>
        {everywhere.isError && (
          <div className="mt-3">
            <ErrorNotice>{everywhere.error.message}</ErrorNotice>
          </div>
        )}
        <button
          type="button"
          disabled={everywhere.isPending || everywhere.isSuccess}
          onClick={() => everywhere.mutate()}
          className={`mt-4 ${buttonClass({ variant: "secondary" })}`}
        >
          {everywhere.isPending || everywhere.isSuccess ? "Ending sessions…" : "End every session"}
        </button>
      </section>
      <section
        aria-labelledby="delete-heading"
        className="rounded-xl border border-red-200 p-6 dark:border-red-900"
      >
        <h2 id="delete-heading" className="text-lg font-semibold">
          Delete my account
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Your saved screens, watchlists and settings are deleted for good, and a paid plan is
          cancelled at once, without a refund for the rest of its period. Export your data first if
          you want to keep it.
        </p>
        {unpaid > 0 && (
          <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            Your affiliate earnings not yet paid, {formatPrice(unpaid)}, are given up with the
            account: they are paid only to an account that exists.
          </p>
        )}
        {!open ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="mt-4 inline-flex items-center rounded-md border border-red-300 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
          >
            Delete my account…
          </button>
        ) : (
          <form
            ref={formRef}
            method="post"
            onSubmit={remove}
            noValidate
            className="mt-4 max-w-sm space-y-4"
          >
            {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
            <FormField
              id="delete-password"
              name="password"
              type="password"
              label="Your password, to confirm"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={deletion.isPending || deletion.isSuccess}
                className="inline-flex items-center rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {deletion.isPending || deletion.isSuccess
                  ? "Deleting…"
                  : "Delete my account for good"}
              </button>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className={buttonClass({ variant: "secondary" })}
              >
                Keep my account
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
