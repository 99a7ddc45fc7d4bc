import "server-only";
import { createHmac } from "node:crypto";
import type { Database } from "@/server/db/create-database";
import { claimAuthSecretFingerprint } from "./mutations";

/**
 * Refuses to start a node whose AUTH_SECRET differs from the one the deployment's database knows
 * (docs/scaling.md#what-every-node-shares): behind a load balancer it would sign people out at
 * random, refusing the session cookies the other nodes sign. The database keeps a keyed hash of the
 * secret, from which the secret cannot be learnt; the first node to start stores it.
 */
export async function settleAuthSecret(db: Database, secret: string): Promise<void> {
  const fingerprint = createHmac("sha256", secret)
    .update("marketdesk: the deployment's auth secret")
    .digest("base64url");
  if ((await claimAuthSecretFingerprint(db, fingerprint)) !== fingerprint)
    throw new Error(
      "AUTH_SECRET differs from the one this deployment's other nodes use (its fingerprint in the database does not match), so this node would refuse their sessions. Give every node the same AUTH_SECRET; to change it, stop every node and delete the row of auth_secret_check.",
    );
}
