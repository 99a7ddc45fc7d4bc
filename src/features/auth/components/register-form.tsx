"use client";

import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buildCommonFields } from "@/lib/analytics/common-fields";
import { readAttribution } from "@/lib/attribution/attribution-storage";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { checkEmailShape } from "@/lib/auth/check-email-shape";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "@/lib/auth/password-length";
import { finishPendingSignOut } from "@/lib/session/finish-pending-sign-out";
import { useAppSession } from "@/lib/session/session-context";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import { safeCallbackUrl } from "../safe-callback-url";
import { EmailField } from "./email-field";
import { NewPasswordField } from "./new-password-field";

type Errors = {
  name?: string;
  email?: string;
  password?: string;
  form?: string;
  emailTaken?: string;
};

/** `requested` is the page's `?callbackUrl=`, where to go once signed in (docs/security.md, "Sessions"). */
export function RegisterForm({ requested }: { requested: string | null }) {
  const router = useRouter();
  const next = safeCallbackUrl(requested);
  const trpc = useTRPC();
  const { identity } = useAppSession();
  const register = useMutation(
    trpc.auth.register.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useFocusFirstError(errors);
  const [fields, setFields] = useState({ name: "", email: "", password: "" });
  const [signingIn, setSigningIn] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = fields.email.trim();
    const found: Errors = {
      email: checkEmailShape(email),
      password: fields.password.length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_TOO_SHORT,
    };
    setErrors(found);
    if (found.email || found.password) return;
    try {
      await finishPendingSignOut(); // docs/behaviour.md#sessions: registering must not upgrade a guest who signed out here
      // The attribution record and the common fields go with it: the server keeps the one and stamps its events with the other.
      const attribution = readAttribution(localStorage);
      const common = buildCommonFields();
      await register.mutateAsync({
        email,
        password: fields.password,
        name: fields.name.trim() || undefined,
        attribution,
        client: { session_id: common.session_id, page_url: common.page_url },
      });
    } catch (error) {
      // A taken address (CONFLICT) offers the two ways on: log in, or reset the password.
      const taken =
        error instanceof TRPCClientError &&
        (error.data as { code?: string } | undefined)?.code === "CONFLICT"
          ? email
          : undefined;
      setErrors({
        ...getFormErrors(error, "Registration failed. Please try again."),
        emailTaken: taken,
      });
      return;
    }
    // The account exists: sign in with it, which re-issues the token with the new type.
    setSigningIn(true);
    const result = await signIn("credentials", {
      email,
      password: fields.password,
      redirect: false,
    });
    if (!result?.ok) {
      setSigningIn(false);
      setErrors({ form: "Your account is ready, but signing in failed. Please log in." });
      return;
    }
    router.push(next);
    router.refresh();
  }

  const busy = register.isPending || signingIn;
  const hydrated = useHydrated(); // docs/security.md#sessions: never a GET with the password
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="space-y-4">
      {identity.type === "guest" && identity.status === "authenticated" && (
        <p className="bg-brand-50 text-brand-700 dark:text-brand-500 rounded-md px-3 py-2 text-sm dark:bg-slate-900">
          Everything you saved as a guest stays with your new account.
        </p>
      )}
      {errors.form && <ErrorNotice>{errors.form}</ErrorNotice>}
      <FormField
        id="name"
        name="name"
        label="Name (optional)"
        autoComplete="name"
        maxLength={80}
        value={fields.name}
        onChange={(e) => setFields({ ...fields, name: e.target.value })}
        error={errors.name}
      />
      <div>
        <EmailField
          value={fields.email}
          onChange={(e) => setFields({ ...fields, email: e.target.value })}
          error={errors.email}
        />
        {errors.emailTaken && (
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link
              href={`${authPageHref("/login", requested ? next : null)}${requested ? "&" : "?"}${new URLSearchParams({ email: errors.emailTaken })}`}
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              Log in
            </Link>
            <Link
              href={`/forgot-password?${new URLSearchParams({ email: errors.emailTaken })}`}
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              Reset your password
            </Link>
          </p>
        )}
      </div>
      <NewPasswordField
        id="password"
        name="password"
        label="Password"
        value={fields.password}
        onChange={(password) => setFields({ ...fields, password })}
        error={errors.password}
        related={[fields.email, fields.name]}
      />
      <button type="submit" disabled={busy || !hydrated} className={buttonClass({ block: true })}>
        {busy ? "Creating your account…" : "Create account"}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{" "}
        <Link
          href={authPageHref("/login", requested ? next : null)}
          className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
        >
          Log in
        </Link>
      </p>
    </form>
  );
}
