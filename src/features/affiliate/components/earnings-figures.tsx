import { formatPrice } from "@/lib/format/format-price";
import type { AffiliateDashboardData } from "./affiliate-types";
import { FigureGrid } from "./figure-grid";

/** What the due balance means for the next payout: paid in it, rolled over under the minimum, or nothing to pay. */
function describeDue(due: number, minimum: number): string {
  if (due <= 0)
    return due < 0 ? "Adjustments to be taken from future commissions" : "Nothing due yet";
  if (due >= minimum) return `Reaches the ${formatPrice(minimum)} minimum: in the next payout`;
  return `Under the ${formatPrice(minimum)} minimum: rolls over until it reaches it`;
}

/** Commissions by state, all time: pending, due (the balance the next payout pays), paid and reversed. */
export function EarningsFigures({
  earnings,
  terms,
}: {
  earnings: AffiliateDashboardData["earnings"];
  terms: AffiliateDashboardData["terms"];
}) {
  return (
    <FigureGrid
      label="Your commissions, all time"
      columns={4}
      figures={[
        {
          label: "Pending",
          value: formatPrice(earnings.pending),
          note: `Held ${terms.holdDays} days after each payment`,
        },
        {
          label: "Due",
          value: formatPrice(earnings.due),
          note: describeDue(earnings.due, terms.payoutMinimum),
          tone: earnings.due >= terms.payoutMinimum && earnings.due > 0 ? "good" : undefined,
        },
        { label: "Paid", value: formatPrice(earnings.paid), note: "Paid out to you" },
        {
          label: "Reversed",
          value: formatPrice(earnings.reversed),
          note: "Taken back by refunds and disputes before payout",
        },
      ]}
    />
  );
}
