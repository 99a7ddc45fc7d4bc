import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { settleAnalyticsToken } from "@/features/analytics/server/settle-analytics-token";
import { analyticsProject } from "@/server/db/schema";
import { uniqueIp } from "./auth-helpers";
import { createTestIngestHandler } from "./create-test-ingest-handler";
import { describeEachDatabase } from "./test-databases";
import { useSecondNode } from "./use-second-node";

const capture = (token: string) =>
  new Request("http://md.example/ingest/e/", {
    method: "POST",
    body: JSON.stringify([
      { uuid: randomUUID(), event: "auth_login", properties: { token, distinct_id: "nodes" } },
    ]),
    headers: { "x-marketdesk-socket-ip": uniqueIp() },
  });

/** Two app nodes on one database, as behind a load balancer. */
describeEachDatabase("one analytics token for the whole deployment", (getHandle) => {
  const nodeB = useSecondNode(getHandle);
  beforeEach(async () => {
    await getHandle().db.delete(analyticsProject);
  });

  it("makes one token on the first node; every other node without POSTHOG_KEY takes it, and accepts the first's events", async () => {
    const [a, b] = await Promise.all([
      settleAnalyticsToken(getHandle().db, undefined),
      settleAnalyticsToken(nodeB().db, undefined),
    ]);
    expect(a).toMatch(/^phc_[\w-]{32}$/);
    expect(b).toBe(a);
    const ingestB = createTestIngestHandler(() => nodeB().db, b);
    expect((await ingestB(capture(a))).status).toBe(200);
  });

  it("keeps the POSTHOG_KEY of the first node to start, and refuses to start a node set to another", async () => {
    expect(await settleAnalyticsToken(getHandle().db, "phc_configured_for_everyone")).toBe(
      "phc_configured_for_everyone",
    );
    expect(await settleAnalyticsToken(nodeB().db, undefined)).toBe("phc_configured_for_everyone");
    expect(await settleAnalyticsToken(nodeB().db, "phc_configured_for_everyone")).toBe(
      "phc_configured_for_everyone",
    );
    await expect(settleAnalyticsToken(nodeB().db, "phc_set_on_one_node_only")).rejects.toThrow(
      "POSTHOG_KEY (phc_set_on_one_node_only) differs from the analytics token this deployment's database holds (phc_configured_for_everyone), which every node must share. Set POSTHOG_KEY=phc_configured_for_everyone or leave it unset",
    );
  });
});
