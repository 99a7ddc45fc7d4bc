import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketDataProvider } from "@/features/market/server/market-data-provider";
import { refreshMarketData } from "@/features/market/server/refresh-market-data";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import type { AppRouter } from "@/server/api/root";
import { createVisitorCaller } from "./create-visitor-caller";
import { serveFetchHandler } from "./serve-fetch-handler";
import { createPgliteTestDatabase } from "./test-databases";

/** The snapshot's first 300 securities: enough for a screen of 25 rows, quick to load. */
function fewSecurities(): MarketDataProvider {
  const snapshot = createSnapshotProvider();
  return {
    ...snapshot,
    async listSecurities(known, onProgress) {
      const all = await snapshot.listSecurities(known, onProgress);
      return { ...all, securities: all.securities.slice(0, 300) };
    },
  };
}

const database = createPgliteTestDatabase("migrated");
let server: Awaited<ReturnType<typeof serveFetchHandler>>;

beforeAll(async () => {
  await refreshMarketData(database.db, fewSecurities());
  server = await serveFetchHandler(createTrpcRequestHandler({ getDb: () => database.db }), {
    record: false,
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database.close();
});

/**
 * docs/behaviour.md#server-calls: the wire speaks superjson's own format, so a client that knows
 * nothing of ours (tRPC's client, its batch link and superjson, as tRPC documents them) reads every
 * answer of the real route, a table of many rows included, as the procedure returned it.
 * @see https://trpc.io/docs/server/data-transformers#using-superjson
 */
describe("a standard tRPC client with superjson, against the real route", () => {
  it("reads a screen of 25 rows as the procedure returned it", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${server.origin}/api/trpc`, transformer: superjson })],
    });
    const input = {
      filter: {},
      sort: { column: "symbol", direction: "asc" },
      page: 1,
      pageSize: 25,
    } as const;
    const overTheWire = await client.screener.run.query(input);
    const direct = await createVisitorCaller(database.db).screener.run(input);
    expect(overTheWire.rows.length).toBeGreaterThanOrEqual(10);
    expect(overTheWire.rows[0]).toHaveProperty("symbol");
    expect(overTheWire).toEqual(direct);
  });
});
