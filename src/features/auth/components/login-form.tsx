"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { useHydrated } from "@/components/ui/use-hydrated";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { finishPendingSignOut } from "@/lib/session/finish-pending-sign-out";
import { recordLoginFailure } from "@/lib/session/record-login";
import { describeLoginError } from "../describe-login-error";
import { safeCallbackUrl } from "../safe-callback-url";
import { EmailField } from "./email-field";

type Props = { requested: string | null; initialEmail?: string; passwordReset?: boolean };

/**
 * `requested` is the page's `?callbackUrl=`, where to go once signed in (docs/security.md,
 * "Sessions"); after a password reset the page passes the address and says the new password is set.
 */
export function LoginForm({ requested, initialEmail = "", passwordReset = false }: Props) {
  const router = useRouter();
  const next = safeCallbackUrl(requested);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const formRef = useFocusFirstError(errors);
  const [pending, setPending] = useState<"credentials" | "guest" | null>(null);
  // docs/security.md#sessions: off until hydrated, so a click is never lost nor a GET sent with the password.
  const disabled = !useHydrated() || pending !== null;

  /** `method` is passed in: the `pending` state this handler closed over is still the render's `null`. */
  async function finish(
    method: "credentials" | "guest",
    result: Awaited<ReturnType<typeof signIn>>,
  ) {
    if (result?.ok) {
      router.push(next);
      router.refresh();
      return;
    }
    setPending(null);
    if (method === "credentials") recordLoginFailure();
    setErrors(describeLoginError(result?.error));
  }

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found = {
      email: email ? undefined : "Enter your email.",
      password: password ? undefined : "Enter your password.",
    };
    setErrors(found);
    if (found.email || found.password) return;
    setPending("credentials");
    await finishPendingSignOut(); // docs/behaviour.md#sessions: a sign-out still pending ends before anyone signs in
    await finish(
      "credentials",
      await signIn("credentials", { email, password, redirect: false }).catch(
        () =>
          ({
            ok: false,
            error: "We couldn't reach Marketdesk. Check your connection and try again.",
          }) as never,
      ),
    );
  }

  async function continueAsGuest() {
    setErrors({});
    setPending("guest");
    await finishPendingSignOut();
    await finish(
      "guest",
      await signIn("guest", { redirect: false }).catch(
        () => ({ ok: false, error: "We couldn't start a guest session. Try again." }) as never,
      ),
    );
  }

  return (
    <div className="space-y-6">
      <form ref={formRef} method="post" onSubmit={logIn} noValidate className="space-y-4">
        {passwordReset && !errors.form && (
          <p
            role="status"
            className="bg-brand-50 text-brand-700 dark:text-brand-500 rounded-md px-3 py-2 text-sm dark:bg-slate-900"
          >
            Your new password is set, and every device was signed out. Log in with it.
          </p>
        )}
        {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
        <EmailField defaultValue={initialEmail} error={errors.email} />
        <FormField
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password}
          hint={
            <Link
              href="/forgot-password"
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              Forgot password?
            </Link>
          }
        />
        <button type="submit" disabled={disabled} className={buttonClass({ block: true })}>
          {pending === "credentials" ? "Logging in…" : "Log in"}
        </button>
      </form>
      <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" /> or{" "}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <button
        type="button"
        onClick={() => void continueAsGuest()}
        disabled={disabled}
        className={buttonClass({ variant: "secondary", block: true })}
      >
        {pending === "guest" ? "Starting…" : "Continue as guest"}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        New to Marketdesk?{" "}
        <Link
          href={authPageHref("/register", requested ? next : null)}
          className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
