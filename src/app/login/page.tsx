import type { Metadata } from "next";
import { AuthCard } from "@/features/auth/components/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";
import { readCallbackUrlParam } from "@/features/auth/read-callback-url-param";

export const metadata: Metadata = { title: "Log in" };

/** The query is read here, not in the form, so the form is in the page's HTML from the first paint. */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  // After a password reset: the address filled in, and why every device was signed out.
  const email = typeof params.email === "string" ? params.email.slice(0, 254) : "";
  return (
    <AuthCard title="Log in to Marketdesk" subtitle="Your saved screens and plan, on every device.">
      <LoginForm
        requested={readCallbackUrlParam(params)}
        initialEmail={email}
        passwordReset={params.reset === "done"}
      />
    </AuthCard>
  );
}
