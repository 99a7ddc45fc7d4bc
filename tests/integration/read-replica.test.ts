import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import type { DatabaseHandle } from "@/server/db/create-database";
import { callTrpc } from "./call-trpc";
import { createMember, insertListedSecurity } from "./chat-helpers";
import { createTestDatabase, hasPostgres } from "./test-databases";

/**
 * DATABASE_READ_URL (docs/scaling.md#a-read-replica): market data's reads go to the replica, a
 * person's own data and their session to the primary. A streaming replica cannot be made here (the
 * server's pg_hba admits no replication connections), so the "replica" is a second database whose
 * rows differ from the primary's: each answer shows which one it was read from.
 */
describe.runIf(hasPostgres())("[postgres] reads from a replica", () => {
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  const disposers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    for (const role of ["primary", "replica"] as const) {
      const { handle, dispose } = await createTestDatabase("postgres", "migrated");
      disposers.push(dispose);
      if (role === "primary") primary = handle;
      else replica = handle;
    }
    await insertListedSecurity(primary.db, "PRIM");
    await insertListedSecurity(replica.db, "REPL");
  });
  afterAll(async () => {
    await Promise.all(disposers.map((dispose) => dispose()));
  });

  const handler = () =>
    createTrpcRequestHandler({ getDb: () => primary.db, getReadDb: () => replica.db });

  it("the screener, search and a chart read the replica", async () => {
    const screen = await callTrpc(handler(), "screener.run", {
      input: {
        filter: {},
        sort: { column: "marketCap", direction: "desc" },
        page: 1,
        pageSize: 50,
      },
    });
    const symbols = (screen.data as { rows: { symbol: string }[] }).rows.map((row) => row.symbol);
    expect(symbols).toContain("REPL");
    expect(symbols).not.toContain("PRIM");
    const found = await callTrpc(handler(), "market.search", { input: { query: "REPL" } });
    expect(JSON.stringify(found.data)).toContain('"symbol":"REPL"');
    const chart = await callTrpc(handler(), "market.dailyBars", {
      input: { symbol: "REPL", range: "1M" },
    });
    expect(chart.status).toBe(200);
  });

  it("a person's session and lists are read from the primary", async () => {
    const member = await createMember(primary.db);
    const lists = await callTrpc(handler(), "watchlist.lists", {
      headers: { cookie: member.cookie },
    });
    // Read on the replica the session would be unknown, and the call refused.
    expect(lists.status).toBe(200);
  });

  it("without a replica, everything reads the primary", async () => {
    const single = createTrpcRequestHandler({ getDb: () => primary.db });
    const found = await callTrpc(single, "market.search", { input: { query: "PRIM" } });
    expect(JSON.stringify(found.data)).toContain('"symbol":"PRIM"');
  });
});
