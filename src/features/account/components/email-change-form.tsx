"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { panelClass } from "@/components/ui/panel-class";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { checkEmailShape } from "@/lib/auth/check-email-shape";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-length";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";

type Errors = { newEmail?: string; password?: string; form?: string };

/**
 * Email change (docs/product.md#accounts-and-mail): the new address and the password; nothing
 * changes until the link mailed to the new address is opened, and the old one can undo it.
 */
export function EmailChangeForm({
  email,
  verified,
  mailAvailable,
}: {
  email: string;
  verified: boolean;
  mailAvailable: boolean;
}) {
  const trpc = useTRPC();
  const request = useMutation(
    trpc.auth.requestEmailChange.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [fields, setFields] = useState({ newEmail: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useFocusFirstError(errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      newEmail: checkEmailShape(fields.newEmail.trim()),
      password: fields.password ? undefined : "Enter your password.",
    };
    setErrors(found);
    if (found.newEmail || found.password) return;
    try {
      await request.mutateAsync({ newEmail: fields.newEmail.trim(), password: fields.password });
      setFields({ newEmail: "", password: "" });
    } catch (error) {
      setErrors(getFormErrors(error, "The link could not be sent. Please try again."));
    }
  }

  return (
    <section aria-labelledby="email-heading" className={panelClass()}>
      <h2 id="email-heading" className="text-lg font-semibold">
        Email address
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="break-all">{email}</span> ·{" "}
        <span
          className={
            verified ? "text-brand-700 dark:text-brand-500" : "text-amber-800 dark:text-amber-300"
          }
        >
          {verified ? "confirmed" : "not confirmed yet"}
        </span>
      </p>
      {!mailAvailable ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Changing the address needs mail, which this server does not send.
        </p>
      ) : (
        <form
          ref={formRef}
          method="post"
          onSubmit={submit}
          noValidate
          className="mt-4 max-w-sm space-y-4"
        >
          {request.isSuccess && (
            <p
              role="status"
              className="bg-brand-50 text-brand-700 dark:text-brand-500 rounded-md px-3 py-2 text-sm dark:bg-slate-900"
            >
              We sent a link to <span className="break-all">{request.data.sentTo}</span>. Your
              address changes once you open it (within 24 hours).
            </p>
          )}
          {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
          <FormField
            id="new-email"
            name="newEmail"
            type="email"
            label="New email address"
            autoComplete="email"
            maxLength={254}
            value={fields.newEmail}
            onChange={(e) => setFields({ ...fields, newEmail: e.target.value })}
            error={errors.newEmail}
          />
          <FormField
            id="email-change-password"
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={fields.password}
            onChange={(e) => setFields({ ...fields, password: e.target.value })}
            error={errors.password}
          />
          <button
            type="submit"
            disabled={request.isPending}
            className={buttonClass({ variant: "secondary" })}
          >
            {request.isPending ? "Sending…" : "Send a confirmation link"}
          </button>
        </form>
      )}
    </section>
  );
}
