import { formatPrice } from "@/lib/format/format-price";
import { formatRate } from "./affiliate-formats";
import type { ProgramTerms } from "./affiliate-types";

/** The program's terms as a checklist: what is earned, for how long, when it is due and when it is paid. */
export function ProgramTermsList({ terms }: { terms: ProgramTerms }) {
  const items = [
    `${formatRate(terms.ratePercent)} of every paid invoice of a customer you refer, for their first ${terms.months} ${terms.months === 1 ? "month" : "months"}.`,
    `Each commission is pending for ${terms.holdDays} ${terms.holdDays === 1 ? "day" : "days"}, then due. A refund or dispute takes it back.`,
    `Your due balance is paid out once it reaches ${formatPrice(terms.payoutMinimum)}; a smaller balance rolls over.`,
    "Links with your code and UTM fields, and a dashboard of unique visitors, registrations, paying customers and commissions.",
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex gap-3 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="text-brand-600 mt-0.5 size-4 shrink-0"
            fill="currentColor"
          >
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
