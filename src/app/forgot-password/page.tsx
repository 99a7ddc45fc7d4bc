import type { Metadata } from "next";
import { ErrorNotice } from "@/components/ui/error-notice";
import { AuthCard } from "@/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { getMailDecision, getMailer } from "@/features/mail/server";

export const metadata: Metadata = { title: "Forgot password" };

/** "Forgot password?" (docs/product.md#accounts-and-mail); where mail is off, it says so instead of pretending. */
export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { email } = await searchParams;
  const initialEmail = typeof email === "string" ? email.slice(0, 254) : "";
  return (
    <AuthCard title="Reset your password" subtitle="We'll mail you a link to choose a new one.">
      {getMailer().available ? (
        <ForgotPasswordForm
          initialEmail={initialEmail}
          mailbox={getMailDecision().mode === "mailbox"}
        />
      ) : (
        <ErrorNotice>
          Password reset by mail is not available: this server does not send mail. Ask its
          administrator to set SMTP_URL.
        </ErrorNotice>
      )}
    </AuthCard>
  );
}
