import "server-only";
import { csvField } from "@/lib/csv/csv-field";
import type { Database } from "@/server/db/create-database";
import { isPayable } from "./affiliate-terms";
import { listDueBalances } from "./data";

/**
 * The payout list as CSV (docs/product.md#affiliate-program): one row per affiliate whose due
 * balance reaches the minimum, with the payout email to send it to. Balances under the minimum roll
 * over and are left out; the file says how many.
 */
export async function exportDuePayouts(db: Database, minimum: number, now: Date) {
  const balances = await listDueBalances(db);
  const payable = balances.filter((row) => isPayable(row.balance, minimum));
  const header = [
    "affiliate",
    "code",
    "payout_email",
    "amount",
    "currency",
    "entries",
    "oldest_due_at",
  ];
  const lines = payable.map((row) =>
    [
      row.name,
      row.code,
      row.payoutEmail,
      (row.balance / 100).toFixed(2),
      row.currency.toUpperCase(),
      row.entries,
      row.oldestDueAt.toISOString(),
    ]
      .map(csvField)
      .join(","),
  );
  return {
    filename: `affiliate-payouts-${now.toISOString().slice(0, 10)}.csv`,
    csv: [header.join(","), ...lines].join("\r\n") + "\r\n",
    rows: payable.length,
    rolledOver: balances.length - payable.length,
  };
}
