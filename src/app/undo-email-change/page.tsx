import type { Metadata } from "next";
import { AuthCard } from "@/features/auth/components/auth-card";
import { EmailLinkPanel } from "@/features/auth/components/email-link-panel";

export const metadata: Metadata = { title: "Undo the email change", referrer: "no-referrer" };

export default function UndoEmailChangePage() {
  return (
    <AuthCard title="Undo the email change" subtitle="Your account goes back to this address.">
      <EmailLinkPanel action="undo" />
    </AuthCard>
  );
}
