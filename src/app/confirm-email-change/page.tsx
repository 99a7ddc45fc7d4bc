import type { Metadata } from "next";
import { AuthCard } from "@/features/auth/components/auth-card";
import { EmailLinkPanel } from "@/features/auth/components/email-link-panel";

export const metadata: Metadata = { title: "Confirm your new email", referrer: "no-referrer" };

export default function ConfirmEmailChangePage() {
  return (
    <AuthCard
      title="Confirm your new email"
      subtitle="Your account moves to this address once you confirm."
    >
      <EmailLinkPanel action="confirm" />
    </AuthCard>
  );
}
