import type { Metadata } from "next";
import { ModerationConsole } from "@/features/chat/components/admin/moderation-console";
import { AdminPageIntro } from "../admin-page-intro";

export const metadata: Metadata = { title: "Chat moderation" };

/** Administrators only: the admin layout turns anyone else away. */
export default function AdminModerationPage() {
  return (
    <>
      <AdminPageIntro title="Chat moderation">
        Reported messages and those hidden automatically after reports from established accounts,
        with the thread around them and the author&apos;s record. Every decision is written to the
        audit log.
      </AdminPageIntro>
      <ModerationConsole />
    </>
  );
}
