import "server-only";
import { env } from "@/env";
import { processSingleton } from "@/server/process-singleton";
import { createEdgarClient, type EdgarClient } from "./create-edgar-client";

/**
 * The process's EDGAR client, one so its pace is shared; null when EDGAR_USER_AGENT is unset: the
 * SEC refuses clients that give no contact, so without one EDGAR is off (fail closed).
 */
export function getEdgarClient(): EdgarClient | null {
  const userAgent = env.EDGAR_USER_AGENT;
  if (!userAgent) return null;
  return processSingleton("edgarClient", () =>
    createEdgarClient({ userAgent, baseUrl: env.EDGAR_BASE_URL }),
  );
}
