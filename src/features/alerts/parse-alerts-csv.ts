import { parseCsv } from "@/lib/csv/parse-csv";
import { formatCount } from "@/lib/format/format-market-number";
import { alertCsvColumns, MAX_ALERT_CSV_ROWS } from "./alert-csv-columns";

/** One row read from the file, not yet checked against the alert rules (the server does that). */
export type AlertCsvDraft = {
  row: number;
  kind: string;
  scope: string;
  target: string;
  params: unknown;
  frequency: string;
  cooldownMinutes: number;
  channels: string[];
  extendedHours: boolean;
  note: string | null;
  paused: boolean;
};
export type AlertCsvProblem = { row: number; message: string };

/** csvField's guard against formulas undone: `'=x` was written for `=x`. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readRow(row: number, cells: Record<string, string>): AlertCsvDraft | string {
  let params: unknown;
  try {
    params = JSON.parse(cells.settings || "{}");
  } catch {
    return 'the settings are not JSON (for example {"level":200,"direction":"above"}).';
  }
  const cooldown = cells.cooldown_minutes ?? "";
  if (cooldown !== "" && !/^\d{1,5}$/.test(cooldown))
    return "the cooldown is not a whole number of minutes.";
  const extended = (cells.extended_hours ?? "").toLowerCase();
  if (!["", "true", "false"].includes(extended))
    return "the extended_hours column is true or false.";
  const status = (cells.status ?? "").toLowerCase();
  if (!["", "active", "paused", "done"].includes(status)) return "the status is active or paused.";
  return {
    row,
    kind: cells.kind ?? "",
    scope: cells.scope || "symbol",
    target: cells.target ?? "",
    params,
    frequency: cells.frequency || "once",
    cooldownMinutes: cooldown === "" ? 60 : Number(cooldown),
    channels: (cells.channels || "in_app").split(/\s+/).filter(Boolean),
    extendedHours: extended === "true",
    note: cells.note || null,
    // docs/alerts.md#creating-and-managing-alerts: an alert that had fired once comes back paused.
    paused: status === "paused" || status === "done",
  };
}

/**
 * The alerts of a CSV in our export's columns (alert-csv-columns.ts; `kind` and `target` needed,
 * the rest defaulted), numbered as a spreadsheet numbers rows (the header is row 1). Problems are
 * per row, so the person can fix the file and import it again.
 */
export function parseAlertsCsv(text: string): {
  drafts: AlertCsvDraft[];
  problems: AlertCsvProblem[];
} {
  const [header = [], ...body] = parseCsv(text.replace(/^\uFEFF/, ""), ",");
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = ["kind", "target"].filter((name) => !names.includes(name));
  if (missing.length > 0)
    return {
      drafts: [],
      problems: [
        {
          row: 1,
          message: `The header needs the columns ${alertCsvColumns.join(", ")} (at least kind and target).`,
        },
      ],
    };
  const drafts: AlertCsvDraft[] = [];
  const problems: AlertCsvProblem[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    if (drafts.length + problems.length >= MAX_ALERT_CSV_ROWS) {
      if (drafts.length + problems.length === MAX_ALERT_CSV_ROWS)
        problems.push({
          row,
          message: `Import at most ${formatCount(MAX_ALERT_CSV_ROWS)} alerts at a time.`,
        });
      return;
    }
    const named = Object.fromEntries(
      names.map((name, at) => [name, unguard((cells[at] ?? "").trim())]),
    );
    const read = readRow(row, named);
    if (typeof read === "string")
      problems.push({ row, message: `${read.charAt(0).toUpperCase()}${read.slice(1)}` });
    else drafts.push(read);
  });
  return { drafts, problems };
}
