import type { Metadata } from "next";
import { AffiliatesConsole } from "@/features/affiliate/components/admin/affiliates-console";
import { AdminPageIntro } from "../admin-page-intro";

export const metadata: Metadata = { title: "Affiliates" };

/** Administrators only: the admin layout turns anyone else away. */
export default function AdminAffiliatesPage() {
  return (
    <>
      <AdminPageIntro title="Affiliates">
        Applications to the affiliate program, the affiliates with their funnels, earnings and
        rates, the registrations whose referral was refused, and the payouts due.
      </AdminPageIntro>
      <AffiliatesConsole />
    </>
  );
}
