import { formatPrice } from "@/lib/format/format-price";
import { describeLedgerEntry, type LedgerEntryTone } from "../describe-ledger-entry";
import { affiliateDate, affiliateShortDate, formatRate } from "./affiliate-formats";
import type { LedgerEntry } from "./affiliate-types";

/** Each state's colour, AA on light and dark: amber waits, brand is owed or paid, slate is taken back, red is owed back. */
const toneClass: Record<LedgerEntryTone, string> = {
  pending: "text-amber-800 dark:text-amber-300",
  due: "text-brand-700 dark:text-brand-500",
  paid: "text-slate-700 dark:text-slate-300",
  reversed: "text-slate-600 dark:text-slate-400",
  adjustment: "text-red-700 dark:text-red-300",
};

const formatDate = (date: Date) => affiliateDate.format(date);

/** One commission or adjustment: the customer, the invoice and rate it came from, its amount, and where it stands. */
export function LedgerEntryItem({
  entry,
  shortOf,
}: {
  entry: LedgerEntry;
  shortOf: string | null;
}) {
  const described = describeLedgerEntry(entry, { formatDate, shortOf });
  const reversed = entry.state === "reversed";
  return (
    <li className="flex gap-4 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-semibold">{described.customer}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {formatRate(entry.rateBps / 100)} of a {formatPrice(entry.invoiceAmount, entry.currency)}{" "}
          invoice · {affiliateShortDate.format(entry.createdAt)}
        </p>
        <p className={`font-medium break-words ${toneClass[described.tone]}`}>{described.status}</p>
        {described.note && (
          <p className="break-words text-slate-600 dark:text-slate-400">{described.note}</p>
        )}
      </div>
      <p
        className={`shrink-0 text-right font-semibold tabular-nums ${reversed ? "text-slate-500 line-through dark:text-slate-400" : entry.amount < 0 ? "text-red-700 dark:text-red-300" : ""}`}
      >
        {reversed && <span className="sr-only">Reversed, was </span>}
        {formatPrice(entry.amount, entry.currency)}
      </p>
    </li>
  );
}
