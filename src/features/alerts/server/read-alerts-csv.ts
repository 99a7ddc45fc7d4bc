import "server-only";
import { TRPCError } from "@trpc/server";
import type { Entitlements } from "@/features/billing/server";
import { type AlertDraft, alertDraftSchema } from "../alert-inputs";
import type { AlertCsvProblem } from "../parse-alerts-csv";
import { parseAlertsCsv } from "../parse-alerts-csv";
import { assertAlertAllowed } from "./assert-alert-allowed";
import { assertAlertTarget } from "./assert-alert-target";
import type { NewAlert } from "./mutations/insert-alerts";
import type { AlertTargets } from "./read-alert-targets";

/** Problems listed in the refusal; the rest are counted. */
const SHOWN_PROBLEMS = 20;

const byName = (items: readonly { id: string; name: string }[], name: string) =>
  items.find((item) => item.name.toLowerCase() === name.toLowerCase())?.id ?? name;

/**
 * A CSV import's alerts, each row checked as the form's alert is (alert-inputs.ts, the plan, its
 * target; a watchlist or screen named by its name): all of them, or BAD_REQUEST naming every bad
 * row, so nothing is saved from a file with a mistake (docs/alerts.md#creating-and-managing-alerts).
 */
export async function readAlertsCsv(
  text: string,
  {
    targets,
    findListed,
    findOwnCalls,
    entitlements,
  }: {
    targets: AlertTargets;
    findListed: (symbols: string[]) => Promise<ReadonlySet<string>>;
    /** The person's own standing calls among the drafts' (readOwnCalls). */
    findOwnCalls: (drafts: AlertDraft[]) => Promise<ReadonlySet<string>>;
    entitlements: Entitlements;
  },
): Promise<NewAlert[]> {
  const { drafts, problems } = parseAlertsCsv(text);
  const valid: (AlertDraft & { row: number; paused: boolean })[] = [];
  const bad: AlertCsvProblem[] = [...problems];
  for (const row of drafts) {
    const parsed = alertDraftSchema.safeParse({
      kind: row.kind,
      scope: row.scope,
      symbol: row.scope === "symbol" ? row.target : null,
      watchlistId: row.scope === "watchlist" ? byName(targets.watchlists, row.target) : null,
      savedScreenId: row.scope === "screen" ? byName(targets.screens, row.target) : null,
      params: row.params,
      frequency: row.frequency,
      cooldownMinutes: row.cooldownMinutes,
      channels: row.channels,
      extendedHours: row.extendedHours,
      note: row.note,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const naming = issue?.path[0] === "watchlistId" || issue?.path[0] === "savedScreenId";
      bad.push({
        row: row.row,
        message: naming
          ? `No ${row.scope === "screen" ? "saved screen" : "watchlist"} is called “${row.target}”.`
          : (issue?.message ?? "Check this row."),
      });
      continue;
    }
    valid.push({ ...parsed.data, row: row.row, paused: row.paused });
  }
  const listed = await findListed(valid.flatMap((alert) => (alert.symbol ? [alert.symbol] : [])));
  const ownCalls = await findOwnCalls(valid);
  const alerts: NewAlert[] = [];
  for (const { row, ...alert } of valid) {
    try {
      assertAlertAllowed(alert, entitlements);
      assertAlertTarget(alert, targets, listed, entitlements, ownCalls);
      alerts.push(alert);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      bad.push({ row, message: error.message });
    }
  }
  if (bad.length === 0 && alerts.length === 0)
    throw new TRPCError({ code: "BAD_REQUEST", message: "The file holds no alerts." });
  if (bad.length === 0) return alerts;
  const listedProblems = bad
    .sort((a, b) => a.row - b.row)
    .slice(0, SHOWN_PROBLEMS)
    .map((problem) => `Row ${problem.row}: ${problem.message}`);
  const more =
    bad.length > SHOWN_PROBLEMS ? [`…and ${bad.length - SHOWN_PROBLEMS} more rows.`] : [];
  throw new TRPCError({
    code: "BAD_REQUEST",
    message: [
      "Nothing was imported. Fix these rows and import the file again:",
      ...listedProblems,
      ...more,
    ].join("\n"),
  });
}
