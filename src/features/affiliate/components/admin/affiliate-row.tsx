"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { formatCount } from "@/lib/format/format-market-number";
import { formatPrice } from "@/lib/format/format-price";
import type { AdminAffiliate } from "./affiliate-admin-types";
import { AffiliateNameCell } from "./affiliate-name-cell";
import { AffiliateStatusBadge } from "./affiliate-status-badge";
import { DecisionForm } from "./decision-form";
import { describeRate } from "./describe-rate";
import { ExpandedRow } from "./expanded-row";
import { RateEditor } from "./rate-editor";

const EARNINGS = { pending: "Pending", due: "Due", paid: "Paid", reversed: "Reversed" } as const;
/** The earnings columns' headings: money, right-aligned. */
export const EARNINGS_HEAD: readonly string[] = Object.values(EARNINGS);
/** The table's columns, which the row fills and its forms span. */
export const AFFILIATE_HEAD = [
  "Affiliate",
  "Status",
  "Clicks → registrations → paying",
  ...EARNINGS_HEAD,
  "Rate",
  "Actions",
];

/** One affiliate in the table, with "Set rate" and "Suspend" or "Reinstate" opening their form under the row. A rejected applicant has neither. */
export function AffiliateRow({
  affiliate,
  defaultPercent,
}: {
  affiliate: AdminAffiliate;
  defaultPercent: number;
}) {
  const [open, setOpen] = useState<"rate" | "standing" | null>(null);
  const { funnel, earnings, status } = affiliate;
  const close = () => setOpen(null);
  const toggle = (form: "rate" | "standing") =>
    setOpen((current) => (current === form ? null : form));
  const action = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <>
      <tr className="align-top">
        <AffiliateNameCell name={affiliate.name} code={affiliate.code} />
        <td className="py-2 pr-3">
          <AffiliateStatusBadge status={status} />
          {affiliate.reviewNote && status !== "active" && (
            <span className="mt-1 block max-w-56 text-xs break-words text-slate-600 dark:text-slate-400">
              “{affiliate.reviewNote}”
            </span>
          )}
        </td>
        <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
          {formatCount(funnel.clicks)} <span aria-hidden="true">→</span>{" "}
          {formatCount(funnel.registrations)} <span aria-hidden="true">→</span>{" "}
          {formatCount(funnel.payingCustomers)}
          <span className="sr-only">: clicks, registrations and paying customers</span>
        </td>
        {(Object.keys(EARNINGS) as Array<keyof typeof EARNINGS>).map((state) => (
          <td key={state} className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
            {formatPrice(earnings[state])}
          </td>
        ))}
        <td className="py-2 pr-3 whitespace-nowrap">
          {describeRate(affiliate.ratePercent, defaultPercent)}
        </td>
        <td className="py-2">
          {status === "rejected" ? (
            <span className="text-slate-600 dark:text-slate-400">—</span>
          ) : (
            <div className="flex gap-2">
              <button
                type="button"
                aria-expanded={open === "rate"}
                onClick={() => toggle("rate")}
                className={`${action} whitespace-nowrap`}
              >
                Set rate<span className="sr-only"> of {affiliate.name}</span>
              </button>
              <button
                type="button"
                aria-expanded={open === "standing"}
                onClick={() => toggle("standing")}
                className={`${action} whitespace-nowrap`}
              >
                {status === "suspended" ? "Reinstate" : "Suspend"}
                <span className="sr-only"> {affiliate.name}</span>
              </button>
            </div>
          )}
        </td>
      </tr>
      {open === "rate" && (
        <ExpandedRow columns={AFFILIATE_HEAD.length} title={`Commission rate of ${affiliate.name}`}>
          <RateEditor affiliate={affiliate} defaultPercent={defaultPercent} onClose={close} />
        </ExpandedRow>
      )}
      {open === "standing" && (
        <ExpandedRow
          columns={AFFILIATE_HEAD.length}
          title={
            status === "suspended" ? `Reinstate ${affiliate.name}` : `Suspend ${affiliate.name}`
          }
        >
          {status === "suspended" ? (
            <DecisionForm
              affiliate={affiliate}
              decisions={["reinstate"]}
              label="Note to the affiliate"
              hint="Optional. The affiliate receives it by mail."
              onDone={close}
              onCancel={close}
            />
          ) : (
            <DecisionForm
              affiliate={affiliate}
              decisions={["suspend"]}
              label="Reason"
              hint="Required. The affiliate receives it by mail; while suspended, their clicks and new registrations do not count."
              onDone={close}
              onCancel={close}
            />
          )}
        </ExpandedRow>
      )}
    </>
  );
}
