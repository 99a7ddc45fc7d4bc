"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "@/lib/auth/password-length";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import { useLinkToken } from "../use-link-token";
import { LinkPending, LinkProblem, MISSING_TOKEN } from "./link-status";
import { NewPasswordField } from "./new-password-field";

const askAgain = { href: "/forgot-password", label: "Ask for a new link" };

/**
 * /reset-password: a new password from the mailed link (docs/product.md#accounts-and-mail). A weak
 * one is refused without spending the link; once set, every session has ended, so the login page
 * opens with the address filled in.
 */
export function ResetPasswordForm() {
  const token = useLinkToken();
  const router = useRouter();
  const trpc = useTRPC();
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN_LENGTH) return setErrors({ password: PASSWORD_TOO_SHORT });
    setErrors({});
    try {
      const { email } = await reset.mutateAsync({ token, password });
      router.push(`/login?${new URLSearchParams({ reset: "done", email })}`);
    } catch (error) {
      setErrors(getFormErrors(error, "The password could not be changed. Please try again."));
    }
  }

  if (token === undefined) return <LinkPending label="Reading your link…" />;
  if (token === null) return <LinkProblem message={MISSING_TOKEN} next={askAgain} />;
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4">
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <NewPasswordField
        id="password"
        name="password"
        label="New password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        related={[]}
      />
      <button
        type="submit"
        disabled={reset.isPending || reset.isSuccess}
        className={buttonClass({ block: true })}
      >
        {reset.isPending || reset.isSuccess ? "Saving…" : "Set the new password"}
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Every device signed in to your account will be signed out.
      </p>
    </form>
  );
}
