import { TRPCClientError } from "@trpc/client";

/** What a refusal says a better plan unlocks: the server's `data.upgrade` (src/server/api/trpc.ts). */
export type Upgrade = { planId: string; feature: string };

/** The plan that lifts a refusal, or null for any other failure: what the one upsell is opened with. */
export function readUpgrade(error: unknown): Upgrade | null {
  if (!(error instanceof TRPCClientError)) return null;
  const upgrade = (error.data as { upgrade?: Upgrade | null } | undefined)?.upgrade;
  return upgrade ?? null;
}
