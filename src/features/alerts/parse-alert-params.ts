import type { AlertKind } from "./alert-kinds";
import { type AlertParams, alertParamsSchemas } from "./alert-params";

export type ParsedAlertParams = { ok: true; params: AlertParams } | { ok: false; message: string };

/** A kind's settings checked by its schema (alert-params.ts), or the first problem in words. */
export function parseAlertParams(kind: AlertKind, raw: unknown): ParsedAlertParams {
  const parsed = alertParamsSchemas[kind].safeParse(raw);
  return parsed.success
    ? { ok: true, params: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "Check the alert's settings." };
}
