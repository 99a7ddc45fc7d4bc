import { expect, it } from "vitest";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { users } from "@/server/db/schema";
import { sessionCookie } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { describeEachDatabase } from "./test-databases";

let sequence = 0;
const settings = {
  range: "YTD",
  scale: "percent",
  sma: [20, 50],
  ema: [200],
  bollinger: true,
  vwap: false,
  volume: true,
  rsi: false,
  macd: true,
  // docs/product.md#stock-page-chart: the market average is kept as an entry no symbol can be.
  compares: ["msft", "@market", "brk/b"],
};

describeEachDatabase("the stock page's chart settings on the account", (getHandle) => {
  const handler = createTrpcRequestHandler({ getDb: () => getHandle().db });
  async function signedIn() {
    const [row] = await getHandle()
      .db.insert(users)
      .values({
        email: `chart.${Date.now()}.${(sequence += 1)}@example.com`,
        type: "authenticated",
      })
      .returning({ id: users.id });
    return { cookie: await sessionCookie({ id: row!.id, type: "authenticated" }) };
  }
  const read = (cookie: string) =>
    callTrpc(handler, "account.chartSettings", { headers: { cookie } });
  const save = (cookie: string, input: unknown) =>
    callTrpc(handler, "account.saveChartSettings", { input, mutation: true, headers: { cookie } });

  it("are none until saved, then come back as saved, symbols in their canonical form", async () => {
    const { cookie } = await signedIn();
    expect((await read(cookie)).data).toBeNull();
    expect((await save(cookie, settings)).status).toBe(200);
    expect((await read(cookie)).data).toEqual({
      ...settings,
      compares: ["MSFT", "@market", "BRK.B"],
    });
    const next = { ...settings, range: "1D", compares: [] };
    await save(cookie, next);
    expect((await read(cookie)).data).toEqual(next);
  });

  it.each([
    [{ ...settings, range: "2W" }, "Choose a range of 1D, 5D, 1M, 3M, 6M, YTD, 1Y, 5Y or All."],
    [{ ...settings, sma: [1] }, "An average takes at least 2 bars."],
    [{ ...settings, ema: [20, 50, 100, 200] }, "Show at most 3 exponential averages."],
    [{ ...settings, compares: ["A", "B", "C", "D", "E"] }, "Compare at most 4 other symbols."],
    [{ ...settings, compares: ["not a symbol!"] }, "“not a symbol!” is not a ticker symbol."],
    [{ ...settings, compares: ["@nasdaq"] }, "“@nasdaq” is not a ticker symbol."],
    [
      { ...settings, compares: ["A", "B", "C", "D", "@market", "@market"] },
      "Compare at most 4 other symbols and the market average.",
    ],
    [{ ...settings, scale: "cubic" }, "Choose a normal, log or percent price scale."],
  ])("refuse %j with BAD_REQUEST and a sentence", async (input, message) => {
    const { cookie } = await signedIn();
    const answer = await save(cookie, input);
    expect(answer.error?.code).toBe("BAD_REQUEST");
    expect(answer.error?.message).toContain(message);
    expect((await read(cookie)).data).toBeNull();
  });
});
