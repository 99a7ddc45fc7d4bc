import { beforeEach, expect, it } from "vitest";
import { settleAuthSecret } from "@/features/auth/server/settle-auth-secret";
import { authSecretCheck } from "@/server/db/schema";
import { describeEachDatabase } from "./test-databases";
import { useSecondNode } from "./use-second-node";

const SECRET = "the-deployment-s-secret-of-enough-length-01";

/** Two app nodes on one database, as behind a load balancer. */
describeEachDatabase("one AUTH_SECRET for the whole deployment", (getHandle) => {
  const nodeB = useSecondNode(getHandle);
  beforeEach(async () => {
    await getHandle().db.delete(authSecretCheck);
  });

  it("lets every node with the first node's secret start, storing a hash and not the secret", async () => {
    await Promise.all([
      settleAuthSecret(getHandle().db, SECRET),
      settleAuthSecret(nodeB().db, SECRET),
    ]);
    await settleAuthSecret(nodeB().db, SECRET);
    const rows = await getHandle().db.select().from(authSecretCheck);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fingerprint).toMatch(/^[\w-]{43}$/);
    expect(rows[0]?.fingerprint).not.toContain(SECRET.slice(0, 8));
  });

  it("refuses to start a node set to another secret, with a sentence that says what to do", async () => {
    await settleAuthSecret(getHandle().db, SECRET);
    await expect(
      settleAuthSecret(nodeB().db, "another-secret-set-on-one-node-only-0000000"),
    ).rejects.toThrow(
      "AUTH_SECRET differs from the one this deployment's other nodes use (its fingerprint in the database does not match), so this node would refuse their sessions. Give every node the same AUTH_SECRET",
    );
    // The refused node changed nothing: the first secret still starts.
    await settleAuthSecret(getHandle().db, SECRET);
  });
});
