import type { Metadata } from "next";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RegisterForm } from "@/features/auth/components/register-form";
import { readCallbackUrlParam } from "@/features/auth/read-callback-url-param";

export const metadata: Metadata = { title: "Sign up" };

/** The query is read here, not in the form, so the form is in the page's HTML from the first paint. */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <AuthCard title="Create your account" subtitle="Free forever. Upgrade when you want more.">
      <RegisterForm requested={readCallbackUrlParam(await searchParams)} />
    </AuthCard>
  );
}
