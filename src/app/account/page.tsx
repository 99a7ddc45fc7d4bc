import type { Metadata } from "next";
import { AccountPanel } from "@/features/account/components/account-panel";
import { getMailer } from "@/features/mail/server";

export const metadata: Metadata = { title: "Account" };

export default function AccountPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your account</h1>
      <div className="mt-8">
        <AccountPanel mailAvailable={getMailer().available} />
      </div>
    </div>
  );
}
