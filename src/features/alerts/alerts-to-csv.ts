import { csvField } from "@/lib/csv/csv-field";
import { alertCsvColumns } from "./alert-csv-columns";

/** One alert as the export writes it: what it watches, where, and how it tells. */
export type AlertCsvRow = {
  kind: string;
  scope: string;
  target: string;
  params: Record<string, unknown>;
  frequency: string;
  cooldownMinutes: number;
  channels: readonly string[];
  extendedHours: boolean;
  note: string | null;
  status: string;
};

/**
 * A person's alerts as CSV (RFC 4180, CRLF), read back by parseAlertsCsv; notes go through the
 * shared cell escaping, so a spreadsheet never runs one as a formula.
 */
export function alertsToCsv(rows: readonly AlertCsvRow[]): string {
  const lines: string[] = [alertCsvColumns.join(",")];
  for (const row of rows)
    lines.push(
      [
        row.kind,
        row.scope,
        row.target,
        JSON.stringify(row.params),
        row.frequency,
        row.cooldownMinutes,
        row.channels.join(" "),
        row.extendedHours,
        row.note,
        row.status,
      ]
        .map(csvField)
        .join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
