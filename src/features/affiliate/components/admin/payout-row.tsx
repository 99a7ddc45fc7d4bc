"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-class";
import { formatPrice } from "@/lib/format/format-price";
import { adminDay } from "./admin-dates";
import type { DueBalance } from "./affiliate-admin-types";
import { AffiliateNameCell } from "./affiliate-name-cell";
import { ExpandedRow } from "./expanded-row";
import { MarkPaidForm } from "./mark-paid-form";

/** The payout table's columns, which the row fills and its form spans. */
export const PAYOUT_HEAD = [
  "Affiliate",
  "Payout email",
  "Balance",
  "Entries",
  "Oldest due",
  "Payout",
  "Action",
];

/** One affiliate's due balance: payable, with "Mark paid" opening its confirm step under the row, or rolling over. */
export function PayoutRow({ balance }: { balance: DueBalance }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr className="align-top">
        <AffiliateNameCell name={balance.name} code={balance.code} />
        <td className="py-2 pr-3 break-all">{balance.payoutEmail}</td>
        <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
          {formatPrice(balance.balance, balance.currency)}
        </td>
        <td className="py-2 pr-3 text-right tabular-nums">{balance.entries}</td>
        <td className="py-2 pr-3 whitespace-nowrap">
          <time dateTime={balance.oldestDueAt.toISOString()}>
            {adminDay.format(balance.oldestDueAt)}
          </time>
        </td>
        <td className="py-2 pr-3">
          {balance.payable ? (
            <Badge tone="good">Payable</Badge>
          ) : (
            <Badge tone="neutral" className="whitespace-nowrap">
              Rolls over
            </Badge>
          )}
        </td>
        <td className="py-2">
          {balance.payable && (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              className={`${buttonClass({ variant: "secondary", size: "sm" })} whitespace-nowrap`}
            >
              Mark paid<span className="sr-only"> to {balance.name}</span>
            </button>
          )}
        </td>
      </tr>
      {open && (
        <ExpandedRow columns={PAYOUT_HEAD.length} title={`Payout to ${balance.name}`}>
          <MarkPaidForm balance={balance} onClose={() => setOpen(false)} />
        </ExpandedRow>
      )}
    </>
  );
}
