import "server-only";
import { randomBytes } from "node:crypto";
import type { Database } from "@/server/db/create-database";
import { claimAnalyticsToken } from "./mutations";

/**
 * The analytics project token this node serves and accepts: the one the shared database holds,
 * stored by the first node to start (its POSTHOG_KEY, or a new one when none is set). A node set
 * to another token would refuse every other node's events behind a load balancer, so it is not
 * started: the error says which token the deployment uses (a public value; browsers send it).
 */
export async function settleAnalyticsToken(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  const stored = await claimAnalyticsToken(
    db,
    configured ?? `phc_${randomBytes(24).toString("base64url")}`,
  );
  if (configured !== undefined && configured !== stored)
    throw new Error(
      `POSTHOG_KEY (${configured}) differs from the analytics token this deployment's database holds (${stored}), which every node must share. Set POSTHOG_KEY=${stored} or leave it unset; to change the token, stop every node and delete the row of analytics_project.`,
    );
  return stored;
}
