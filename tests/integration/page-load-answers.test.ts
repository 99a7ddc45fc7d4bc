import superjson from "superjson";
import { expect, it } from "vitest";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { securities } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { describeEachDatabase } from "./test-databases";

/** The queries a page asks as it loads (the shell's and the screener's), with their inputs. */
const firstCalls: Array<[path: string, input: unknown]> = [
  ["health.status", undefined],
  ["stripe.getEntitlements", undefined],
  ["screener.options", undefined],
  [
    "screener.run",
    { filter: {}, sort: { column: "marketCap", direction: "desc" }, page: 1, pageSize: 25 },
  ],
];

describeEachDatabase("the answers a page asks for as it loads", (getHandle) => {
  // A plain answer travels with its tables packed and skips superjson's walk both ways; one with a
  // value JSON cannot carry (a Date) travels unpacked and is walked by superjson's reader on the
  // page's main thread as it loads (docs/decisions.md#watchlists).
  it("are plain JSON: the server adds no superjson annotation to any of them", async () => {
    await getHandle().db.insert(securities).values({
      symbol: "PLN",
      name: "Plain Inc.",
      securityType: "common",
      sector: "Technology",
      changePct: 1,
      marketCap: 900,
      lastPrice: 10,
      source: "snapshot",
      historySimulated: true,
      asOf: new Date(),
    });
    const handler = createTrpcRequestHandler({ getDb: () => getHandle().db });
    for (const [path, input] of firstCalls) {
      const url = new URL(`http://localhost:3000/api/trpc/${path}`);
      if (input !== undefined)
        url.searchParams.set("input", JSON.stringify(superjson.serialize(input)));
      const response = await handler(new Request(url, { headers: requestHeaders(uniqueIp()) }));
      const body = (await response.json()) as {
        result?: { data: { json: unknown; meta?: unknown } };
      };
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, meta: body.result?.data.meta }).toEqual({ path, meta: undefined });
    }
  });
});
