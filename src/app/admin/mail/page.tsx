import type { Metadata } from "next";
import { MailDeliveries } from "@/features/mail/components/mail-deliveries";
import { AdminPageIntro } from "../admin-page-intro";

export const metadata: Metadata = { title: "Mail" };

/** Administrators only: the admin layout turns anyone else away. */
export default function AdminMailPage() {
  return (
    <>
      <AdminPageIntro title="Mail">
        Every mail handed to the job queue: delivered, being retried after a refusal, or failed for
        good with the server&apos;s last answer.
      </AdminPageIntro>
      <MailDeliveries />
    </>
  );
}
