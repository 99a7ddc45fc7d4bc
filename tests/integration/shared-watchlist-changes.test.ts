import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SHARED_WATCHLIST_CHANNEL } from "@/features/watchlist/server/shared-watchlist-changes";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { callTrpc } from "./call-trpc";
import { createMember, insertListedSecurity, type Member } from "./chat-helpers";
import { describeEachDatabase } from "./test-databases";

/** No timing is asserted, only that a notification comes. */
const ARRIVES = { timeout: 10_000, interval: 25 };

/**
 * docs/scaling.md#cached-pages: a shared list's cached page is dropped when what it shows changes.
 * The database's triggers (drizzle/0043_shared_watchlist_changes.sql) announce the share token on
 * every change of a shared list or its items, whatever code made it; here, the app's own API.
 */
describeEachDatabase("a shared watchlist's changes are announced with its token", (getHandle) => {
  const heard: string[] = [];
  let unlisten: () => Promise<void>;
  let owner: Member;
  const call = (path: string, input: unknown, mutation = true) =>
    callTrpc(createTrpcRequestHandler({ getDb: () => getHandle().db }), path, {
      input,
      mutation,
      headers: { cookie: owner.cookie },
    });

  beforeAll(async () => {
    unlisten = await getHandle().listen(SHARED_WATCHLIST_CHANNEL, (token) => heard.push(token));
    owner = await createMember(getHandle().db);
    for (const symbol of ["SHRA", "SHRB"]) await insertListedSecurity(getHandle().db, symbol);
  });
  afterAll(() => unlisten());

  it("an item added or removed, a rename and a revocation each announce the token; a list never shared announces nothing", async () => {
    const created = await call("watchlist.create", { name: "Shared ideas" });
    const id = (created.data as { id: string }).id;
    const add = (symbol: string) =>
      call("watchlist.addSymbols", { id, symbols: [symbol], editId: randomUUID() });
    // Not shared yet: its changes concern no cached page.
    await add("SHRA");
    const token = ((await call("watchlist.share", { id })).data as { token: string }).token;
    // Sharing announces the new token too; PostgreSQL delivers over a connection of its own, so
    // it is waited for before counting from nothing.
    await expect.poll(() => heard, ARRIVES).toEqual([token]);
    heard.length = 0;

    await add("SHRB");
    await expect.poll(() => heard, ARRIVES).toEqual([token]);
    await call("watchlist.removeSymbol", { id, symbol: "SHRA", editId: randomUUID() });
    await expect.poll(() => heard.length, ARRIVES).toBe(2);
    await call("watchlist.rename", { id, name: "Renamed ideas" });
    await expect.poll(() => heard.length, ARRIVES).toBe(3);
    await call("watchlist.unshare", { id });
    await expect.poll(() => heard.length, ARRIVES).toBe(4);
    expect(new Set(heard)).toEqual(new Set([token]));

    // Revoked: its changes concern no page any more. The next announcement is another list's.
    await add("SHRA");
    const other = await call("watchlist.create", { name: "Another" });
    const otherId = (other.data as { id: string }).id;
    const otherToken = ((await call("watchlist.share", { id: otherId })).data as { token: string })
      .token;
    await call("watchlist.addSymbols", { id: otherId, symbols: ["SHRA"], editId: randomUUID() });
    await expect.poll(() => heard.at(-1), ARRIVES).toBe(otherToken);
    expect(heard.slice(0, 4)).toEqual([token, token, token, token]);
    expect(heard.slice(4).every((heardToken) => heardToken === otherToken)).toBe(true);
  });
});
