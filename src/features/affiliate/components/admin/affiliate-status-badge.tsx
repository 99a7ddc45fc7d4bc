import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AffiliateStatus } from "@/server/db/enums";

const LOOKS: Record<AffiliateStatus, { label: string; tone: BadgeTone }> = {
  applied: { label: "Applied", tone: "neutral" },
  active: { label: "Active", tone: "good" },
  suspended: { label: "Suspended", tone: "warning" },
  rejected: { label: "Rejected", tone: "danger" },
};

/** An affiliate's standing as a badge, in words and colour alike. */
export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const look = LOOKS[status];
  return (
    <Badge tone={look.tone} className="whitespace-nowrap">
      {look.label}
    </Badge>
  );
}
