import type { Metadata } from "next";
import { AuthCard } from "@/features/auth/components/auth-card";
import { VerifyEmailPanel } from "@/features/auth/components/verify-email-panel";

export const metadata: Metadata = { title: "Confirm your email", referrer: "no-referrer" };

export default function VerifyEmailPage() {
  return (
    <AuthCard
      title="Confirm your email"
      subtitle="So you can post in chat, and we can reach you about your account."
    >
      <VerifyEmailPanel />
    </AuthCard>
  );
}
