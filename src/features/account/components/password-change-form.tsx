"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { panelClass } from "@/components/ui/panel-class";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { NewPasswordField } from "@/features/auth/components";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from "@/lib/auth/password-length";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";

type Errors = { currentPassword?: string; newPassword?: string; form?: string };

/**
 * Password change (docs/product.md#accounts-and-mail): the current password, and a new one under
 * the registration rules with the same strength meter. The server ends every session issued before;
 * this one signs in again with the new password, so only the other devices are signed out.
 */
export function PasswordChangeForm({ email, name }: { email: string; name: string | null }) {
  const trpc = useTRPC();
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [fields, setFields] = useState({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<"idle" | "saving" | "done">("idle");
  const formRef = useFocusFirstError(errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      currentPassword: fields.currentPassword ? undefined : "Enter your current password.",
      newPassword:
        fields.newPassword.length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_TOO_SHORT,
    };
    setErrors(found);
    if (found.currentPassword || found.newPassword) return;
    setState("saving");
    try {
      await change.mutateAsync(fields);
    } catch (error) {
      setErrors(getFormErrors(error, "Your password could not be changed. Please try again."));
      setState("idle");
      return;
    }
    // This session was issued under the old session version: a sign-in with the new password re-issues it.
    const again = await signIn("credentials", {
      email,
      password: fields.newPassword,
      redirect: false,
    }).catch(() => null);
    if (!again?.ok) {
      setErrors({
        form: "Your password is changed, but this device was signed out too. Please log in with your new password.",
      });
      setState("idle");
      return;
    }
    setFields({ currentPassword: "", newPassword: "" });
    setState("done");
  }

  return (
    <section aria-labelledby="password-heading" className={panelClass()}>
      <h2 id="password-heading" className="text-lg font-semibold">
        Password
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Changing it signs you out on every other device.
      </p>
      <form
        ref={formRef}
        method="post"
        onSubmit={submit}
        noValidate
        className="mt-4 max-w-sm space-y-4"
      >
        {state === "done" && (
          <p
            role="status"
            className="bg-brand-50 text-brand-700 dark:text-brand-500 rounded-md px-3 py-2 text-sm dark:bg-slate-900"
          >
            Password changed. Other devices are signed out; this one stays signed in.
          </p>
        )}
        {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          id="current-password"
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={fields.currentPassword}
          onChange={(e) => setFields({ ...fields, currentPassword: e.target.value })}
          error={errors.currentPassword}
        />
        <NewPasswordField
          id="new-password"
          name="newPassword"
          label="New password"
          value={fields.newPassword}
          onChange={(newPassword) => setFields({ ...fields, newPassword })}
          error={errors.newPassword}
          related={[email, name ?? ""]}
        />
        <button type="submit" disabled={state === "saving"} className={buttonClass()}>
          {state === "saving" ? "Changing password…" : "Change password"}
        </button>
      </form>
    </section>
  );
}
