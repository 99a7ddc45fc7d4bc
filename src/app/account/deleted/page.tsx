import type { Metadata } from "next";
import { AccountDeletedNotice } from "@/features/account/components/account-deleted-notice";
import { getMailer } from "@/features/mail/server";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false } };

/** Where "Delete my account" lands: what was deleted, from the deletion's one-shot notice. */
export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <AccountDeletedNotice mailAvailable={getMailer().available} />
    </div>
  );
}
