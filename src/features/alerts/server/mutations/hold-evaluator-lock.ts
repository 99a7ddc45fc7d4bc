import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { type HeldLock, holdAdvisoryLock } from "@/server/db/hold-advisory-lock";

/** Arbitrary but fixed, beside the quote feed's: every node asks for it to run the evaluator. */
const EVALUATOR_LOCK_KEY = 7_311_046;

/**
 * docs/alerts.md#evaluation: one node evaluates at a time, to spare the others the work; two that
 * did would still write each trigger once. Null while another node holds it.
 */
export function holdEvaluatorLock(
  connection: DatabaseHandle["connection"],
): Promise<HeldLock | null> {
  return holdAdvisoryLock(connection, EVALUATOR_LOCK_KEY, "marketdesk-alert-evaluator");
}
