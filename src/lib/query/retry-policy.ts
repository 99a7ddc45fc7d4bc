import { TRPCClientError } from "@trpc/client";

/** docs/behaviour.md#constants: three retries. */
export const MAX_QUERY_RETRIES = 3;
/** docs/behaviour.md#constants: backoff starts at 1 s and doubles, capped at 30 s. */
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 30_000;

/** The HTTP status the server answered with, when it answered in tRPC's format. */
export function getHttpStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status: unknown = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === "number" ? status : undefined;
}

/**
 * Network failures, unreadable answers and 5xx are worth another try; a 4xx (bad request, not
 * found, forbidden, too many requests) is the server's final word and is shown at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = getHttpStatus(error);
  return status === undefined || status >= 500;
}

/** 1 s, 2 s, 4 s, … never above 30 s; `failureCount` is 0 before the first retry. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** failureCount, RETRY_CAP_MS);
}
