"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { useHydrated } from "@/components/ui/use-hydrated";
import { checkEmailShape } from "@/lib/auth/check-email-shape";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EmailField } from "./email-field";

type Props = { initialEmail: string; mailbox: boolean };

/**
 * "Forgot password?": one answer for every address (docs/product.md#accounts-and-mail). In the
 * embedded demo, where mail stays in DATA_DIR/mailbox, it says where to read it.
 */
export function ForgotPasswordForm({ initialEmail, mailbox }: Props) {
  const trpc = useTRPC();
  const request = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);
  const hydrated = useHydrated(); // docs/security.md#sessions: never a GET with the address

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: an address typed before the page hydrated counts too.
    const address = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const shape = checkEmailShape(address);
    if (shape) return setErrors({ email: shape });
    setErrors({});
    try {
      await request.mutateAsync({ email: address });
      setSentTo(address);
    } catch (error) {
      setErrors(getFormErrors(error, "The link could not be sent. Please try again."));
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 text-sm text-slate-600 dark:text-slate-400">
        <p className="font-semibold text-slate-900 dark:text-slate-100">Check your inbox</p>
        <p>
          If an account uses{" "}
          <span className="font-medium break-all text-slate-900 dark:text-slate-100">{sentTo}</span>
          , a link to choose a new password is on its way. It works once, for one hour.
        </p>
        {mailbox && (
          <p>
            This demo sends no mail out; it keeps it here: open the{" "}
            <Link
              href="/dev/mailbox"
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              demo mailbox
            </Link>
            .
          </p>
        )}
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className={buttonClass({ variant: "secondary" })}
        >
          Use another address
        </button>
      </div>
    );
  }
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4">
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <EmailField maxLength={254} defaultValue={initialEmail} error={errors.email} />
      <button
        type="submit"
        disabled={request.isPending || !hydrated}
        className={buttonClass({ block: true })}
      >
        {request.isPending ? "Sending…" : "Send me a link"}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{" "}
        <Link
          href="/login"
          className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
        >
          Log in
        </Link>
      </p>
    </form>
  );
}
