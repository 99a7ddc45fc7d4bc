import type { CommissionKind, CommissionState } from "@/server/db/enums";

export type LedgerEntryFacts = {
  kind: CommissionKind;
  customerNumber: number;
  planLabel: string | null;
  state: CommissionState;
  /** In cents: an adjustment below zero takes money back, above zero pays it (a dispute won after payout). */
  amount: number;
  reason: string | null;
  dueAt: Date;
  paidAt: Date | null;
};

export type LedgerEntryTone = CommissionState | "adjustment";

export type LedgerEntryDescription = {
  /** "Customer 7 · Pro yearly": the referred customer by number only, never by who they are. */
  customer: string;
  /** Where the entry stands, in a line that explains itself. */
  status: string;
  /** Why a commission is less than the rate gives, or when an adjustment is settled; null when nothing more is to be said. */
  note: string | null;
  tone: LedgerEntryTone;
};

type Options = {
  formatDate: (date: Date) => string;
  /** The payout minimum, formatted, while the due balance is under it (due entries roll over); null when the next payout takes them. */
  shortOf: string | null;
};

function describeAdjustment(
  entry: LedgerEntryFacts,
  { formatDate }: Options,
): Pick<LedgerEntryDescription, "status" | "note"> {
  const status = entry.reason
    ? `Adjustment after payout: ${entry.reason}`
    : "Adjustment after payout";
  const paysBack = entry.amount > 0;
  if (entry.state === "paid") {
    const payout = entry.paidAt ? `the payout of ${formatDate(entry.paidAt)}` : "a payout";
    return { status, note: paysBack ? `Paid in ${payout}` : `Taken back in ${payout}` };
  }
  if (entry.state === "due")
    return { status, note: paysBack ? "Added to your next payout" : "Taken from your next payout" };
  return { status, note: null };
}

function describeCommission(
  entry: LedgerEntryFacts,
  { formatDate, shortOf }: Options,
): Pick<LedgerEntryDescription, "status" | "note"> {
  // A commission keeps its reason once a partial refund reduced it; a reversed one says why in its status.
  const note = entry.reason && entry.state !== "reversed" ? `Reduced: ${entry.reason}` : null;
  switch (entry.state) {
    case "pending":
      return { status: `Pending until ${formatDate(entry.dueAt)}`, note };
    case "due":
      return {
        status: shortOf
          ? `Due — paid once your due balance reaches ${shortOf}`
          : "Due — in the next payout",
        note,
      };
    case "paid":
      return { status: entry.paidAt ? `Paid on ${formatDate(entry.paidAt)}` : "Paid", note };
    case "reversed":
      return { status: entry.reason ? `Reversed: ${entry.reason}` : "Reversed", note: null };
  }
}

/**
 * What an affiliate reads about one entry of their ledger (docs/product.md#affiliate-program): who
 * it came from as a number, where it stands (pending until a date, due, paid on a date, reversed
 * and why) and, for a reduced commission or an adjustment after payout, the reason.
 */
export function describeLedgerEntry(
  entry: LedgerEntryFacts,
  options: Options,
): LedgerEntryDescription {
  const customer = entry.planLabel
    ? `Customer ${entry.customerNumber} · ${entry.planLabel}`
    : `Customer ${entry.customerNumber}`;
  const adjustment = entry.kind === "adjustment";
  const described = adjustment
    ? describeAdjustment(entry, options)
    : describeCommission(entry, options);
  // Red for money taken back; an adjustment that pays is owed like a commission.
  return {
    customer,
    ...described,
    tone: adjustment && entry.amount < 0 ? "adjustment" : entry.state,
  };
}
