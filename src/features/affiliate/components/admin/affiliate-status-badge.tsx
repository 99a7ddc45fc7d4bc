import { badgeClass } from "@/features/chat/components/admin/moderation-format";
import type { AffiliateStatus } from "@/server/db/enums";

const LOOKS: Record<AffiliateStatus, { label: string; className: string }> = {
  applied: { label: "Applied", className: badgeClass.neutral },
  active: { label: "Active", className: badgeClass.good },
  suspended: { label: "Suspended", className: badgeClass.warning },
  rejected: { label: "Rejected", className: badgeClass.danger },
};

/** An affiliate's standing as a badge, in words and colour alike. */
export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const look = LOOKS[status];
  return <span className={`whitespace-nowrap ${look.className}`}>{look.label}</span>;
}
