import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { and, asc, eq, sql } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { computeTechnicals } from "@/features/market/compute-technicals";
import { fillSimulatedMonthCloses } from "@/features/market/server/mutations";
import { parseSymbolList } from "@/features/watchlist/parse-symbol-list";
import { getWatchlist } from "@/features/watchlist/server/data";
import { WATCHLIST_NOT_FOUND } from "@/features/watchlist/server/rethrow-watchlist-error";
import { guestRowMovers } from "@/server/api/guest-row-movers";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createCaller } from "@/server/api/root";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import type { Database } from "@/server/db/create-database";
import { dailyBars, securities, users, watchlistItems, watchlists } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { createCaller as createPlanCaller } from "./procedure-callers";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/product.md#watchlists and #plans: watchlists through their real procedures, as a guest, a
 * free account and subscribers, on both engines. Every list and item change goes through the
 * plan-limit check and the list's row lock (src/features/watchlist/server/mutations/).
 */

type SessionUser = { id: string; type: "guest" | "authenticated" };

const STRONG = "correct horse battery staple";

/** `T01`…`T60`: listed symbols enough to reach the free plan's 50 per list and pass it. */
const TICKERS = Array.from({ length: 60 }, (_, i) => `T${String(i + 1).padStart(2, "0")}`);
/** `count` tickers from `T{from}` on. */
const tickers = (from: number, count: number) => TICKERS.slice(from - 1, from - 1 + count);

/** A symbol whose quote stopped a month ago: the market's "listed" rule (currently-quoted.ts) drops it. */
const DELISTED = "GONE";

/** Live symbols with stored history: `HIST` has 30 sessions of bars, `NOBARS` none. */
const WITH_BARS = "HIST";
const WITHOUT_BARS = "NOBARS";

/** The weekdays before 2021-02-27, oldest first: `HIST`'s sessions. */
const SESSIONS = Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(2021, 0, 16 + i)))
  .filter((day) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6)
  .map((day) => day.toISOString().slice(0, 10))
  .slice(-30);

/**
 * `database` as a handle that counts the statements begun through it: every query starts from one
 * of these methods, so a count that stays put as a list grows shows no statement is made per row.
 */
function countingStatements(database: Database): { db: Database; count: () => number } {
  const starters = new Set([
    "select",
    "selectDistinct",
    "selectDistinctOn",
    "execute",
    "query",
    "insert",
    "update",
    "delete",
    "transaction",
    "with",
    "$with",
    "$count",
  ]);
  let count = 0;
  const db = new Proxy(database, {
    get(target, key, receiver) {
      if (typeof key === "string" && starters.has(key)) count += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db, count: () => count };
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing interleaving can be run again. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A rejected call in words for a failure message: its tRPC code and message, and the error at the bottom of its causes. */
function describeRefusal(reason: unknown): string {
  if (!(reason instanceof TRPCError)) return String(reason);
  let root: unknown = reason;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const cause =
    root === reason
      ? ""
      : ` (cause: ${root instanceof Error ? `${root.constructor.name} ${root.message}`.slice(0, 200) : String(root)})`;
  return `${reason.code} ${reason.message.slice(0, 200)}${cause}`;
}

describeEachDatabase("watchlists (docs/product.md#watchlists)", (getHandle) => {
  const db = () => getHandle().db;

  /** The server-side caller, as one browser tab of `user` (a visitor with null). */
  const as = (user: SessionUser | null) =>
    createCaller({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: user ? { user } : null,
    });

  /** A guest session that has saved nothing yet: no user row until its first save. */
  const freshGuest = (): SessionUser => ({ id: randomUUID(), type: "guest" });

  /** A registered account on the free plan. */
  async function freeMember(): Promise<SessionUser> {
    const [row] = await db()
      .insert(users)
      .values({ email: `wl-${randomUUID()}@example.com`, type: "authenticated" })
      .returning({ id: users.id });
    return { id: row!.id, type: "authenticated" };
  }

  /** An account with a paid plan, made through the billing code's own checkout event (procedure-callers.ts). */
  async function subscriber(plan: "pro" | "premium"): Promise<SessionUser> {
    const { id } = await createPlanCaller(db(), "subscriber", plan);
    return { id: id!, type: "authenticated" };
  }

  /** The list's items as stored, in position order: the invariant checks read the table, not the procedure. */
  async function storedItems(watchlistId: string) {
    return db()
      .select({ symbol: watchlistItems.symbol, position: watchlistItems.position })
      .from(watchlistItems)
      .where(eq(watchlistItems.watchlistId, watchlistId))
      .orderBy(asc(watchlistItems.position));
  }
  const storedSymbols = async (watchlistId: string) =>
    (await storedItems(watchlistId)).map((item) => item.symbol);

  /** Creates a list named `name` for `user` and fills it with `symbols`. */
  async function listWith(user: SessionUser, name: string, symbols: string[] = []) {
    const list = await as(user).watchlist.create({ name });
    if (symbols.length > 0) await as(user).watchlist.addSymbols({ id: list.id, symbols });
    return list;
  }

  beforeAll(async () => {
    const quote = {
      securityType: "common" as const,
      exchange: "NASDAQ",
      lastPrice: 50,
      change: 0.5,
      changePct: 1,
      volume: 1_000_000,
      marketCap: 5e9,
      source: "snapshot" as const,
      historySimulated: true,
    };
    await db()
      .insert(securities)
      .values([
        ...TICKERS.map((symbol) => ({
          ...quote,
          symbol,
          name: `Test Company ${symbol}`,
          asOf: new Date(),
        })),
        { ...quote, symbol: "BRK.B", name: "Berkshire Hathaway", asOf: new Date() },
        {
          ...quote,
          symbol: DELISTED,
          name: "Gone Away Inc",
          asOf: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
        },
        {
          ...quote,
          symbol: WITH_BARS,
          name: "History Inc",
          source: "yahoo" as const,
          historySimulated: false,
          asOf: new Date(),
        },
        {
          ...quote,
          symbol: WITHOUT_BARS,
          name: "No History Inc",
          source: "yahoo" as const,
          historySimulated: false,
          asOf: new Date(),
        },
      ])
      .onConflictDoNothing();
    // Closes as a live provider stores them: cents through a 32-bit float (100.1 is 100.0999984741211).
    const bars = SESSIONS.map((date, i) => {
      const close = Math.fround(100 + i + (i % 3) / 10);
      return {
        symbol: WITH_BARS,
        date,
        open: close,
        high: close,
        low: close,
        close,
        volume: 1_000,
      };
    });
    await db().insert(dailyBars).values(bars).onConflictDoNothing();
    // Each security's month as a market refresh stores it (from its bars, or simulated).
    await db()
      .update(securities)
      .set({ monthCloses: computeTechnicals(bars).monthCloses })
      .where(eq(securities.symbol, WITH_BARS));
    await fillSimulatedMonthCloses(db());
  });

  describe("plan limits", () => {
    it("lets a guest keep one list and refuses a second with a pointer to a free account", async () => {
      const guest = freshGuest();
      await as(guest).watchlist.create({ name: "First" });
      await expect(as(guest).watchlist.create({ name: "Second" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringMatching(
          /^As a guest you can keep 1 watchlist\. .*create a free account for 3 watchlists\.$/,
        ),
        // The way out is data for the UI's upsell (data.upgrade), never a path in the words.
        cause: expect.objectContaining({ planId: "free", feature: "watchlists" }),
      });
      expect((await as(guest).watchlist.lists()).map((list) => list.name)).toEqual(["First"]);
    });

    it("lets a guest's list hold ten symbols and refuses the eleventh", async () => {
      const guest = freshGuest();
      const list = await listWith(guest, "Ten", tickers(1, 10));
      await expect(
        as(guest).watchlist.addSymbols({ id: list.id, symbols: ["T11"] }),
      ).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringMatching(
          /^As a guest you can keep 10 symbols per watchlist\. .*create a free account for/,
        ),
      });
      expect(await storedSymbols(list.id)).toEqual(tickers(1, 10));
    });

    it("lets a free account keep three lists and refuses the fourth, naming Pro", async () => {
      const member = await freeMember();
      for (const name of ["One", "Two", "Three"]) await as(member).watchlist.create({ name });
      await expect(as(member).watchlist.create({ name: "Four" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringMatching(/^Your plan keeps 3 watchlists\. .*upgrade to Pro/),
      });
      expect(await as(member).watchlist.lists()).toHaveLength(3);
    });

    it("lets a free account's list hold fifty symbols and refuses the fifty-first", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Fifty", tickers(1, 50));
      expect(await storedSymbols(list.id)).toHaveLength(50);
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T51"] }),
      ).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringContaining("Your plan keeps 50 symbols per watchlist."),
      });
      expect(await storedSymbols(list.id)).toEqual(tickers(1, 50));
    });

    it("refuses a batch that would pass the limit as a whole, adding none of it", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Batch", tickers(1, 45));
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: tickers(46, 6) }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      expect(await storedSymbols(list.id)).toEqual(tickers(1, 45));
      // Symbols already there and unknown ones take no room: only the five new listed ones count.
      const added = await as(member).watchlist.addSymbols({
        id: list.id,
        symbols: ["T01", ...tickers(46, 5), "ZZZZ"],
      });
      expect(added).toMatchObject({ added: tickers(46, 5), already: ["T01"], unknown: ["ZZZZ"] });
      expect(await storedSymbols(list.id)).toEqual(tickers(1, 50));
    });

    it("lets a Pro subscriber keep twenty lists of more than fifty symbols and refuses the twenty-first list, naming Premium", async () => {
      const pro = await subscriber("pro");
      const lists = [];
      for (let n = 1; n <= 20; n += 1)
        lists.push(await as(pro).watchlist.create({ name: `Pro ${n}` }));
      await expect(as(pro).watchlist.create({ name: "Pro 21" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringMatching(/^Your plan keeps 20 watchlists\. .*upgrade to Premium/),
      });
      await as(pro).watchlist.addSymbols({ id: lists[0]!.id, symbols: TICKERS });
      expect(await storedSymbols(lists[0]!.id)).toEqual(TICKERS);
    });

    it("lets a Premium subscriber keep more lists than any other plan", async () => {
      const premium = await subscriber("premium");
      for (let n = 1; n <= 21; n += 1) await as(premium).watchlist.create({ name: `Premium ${n}` });
      expect(await as(premium).watchlist.lists()).toHaveLength(21);
    });

    it("frees a slot when a list is deleted, and refuses to restore it while that would pass the limit", async () => {
      const member = await freeMember();
      const [one, two] = [await listWith(member, "One", ["T01"]), await listWith(member, "Two")];
      await listWith(member, "Three");
      await as(member).watchlist.delete({ id: one.id });
      await as(member).watchlist.create({ name: "Replacement" });
      await expect(as(member).watchlist.restore({ id: one.id })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringContaining("Your plan keeps 3 watchlists."),
      });
      expect((await as(member).watchlist.lists()).map((list) => list.name)).toEqual([
        "Two",
        "Three",
        "Replacement",
      ]);
      // With room made again, "Undo" still works within its window.
      await as(member).watchlist.delete({ id: two.id });
      await expect(as(member).watchlist.restore({ id: one.id })).resolves.toMatchObject({
        id: one.id,
        name: "One",
      });
      expect(await storedSymbols(one.id)).toEqual(["T01"]);
    });
  });

  describe("adding symbols", () => {
    it("stores every accepted form of a share class in its canonical form, once", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Classes");
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["brk/b"] }),
      ).resolves.toMatchObject({ added: ["BRK.B"], already: [], unknown: [] });
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["BRK-B", "$brk.b"] }),
      ).resolves.toMatchObject({ added: [], already: ["BRK.B"], unknown: [] });
      expect(await storedSymbols(list.id)).toEqual(["BRK.B"]);
    });

    it("reports symbols the market does not list and stores none of them", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Mixed");
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T01", "ZZZZ", "T02"] }),
      ).resolves.toMatchObject({ added: ["T01", "T02"], already: [], unknown: ["ZZZZ"] });
      expect(await storedSymbols(list.id)).toEqual(["T01", "T02"]);
    });

    it("refuses text that cannot be a ticker before touching the list", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Typos", ["T01"]);
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T02", "not a ticker"] }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
      expect(await storedSymbols(list.id)).toEqual(["T01"]);
    });

    it("reports a delisted symbol (its quote a month stale) as unknown instead of storing it", async () => {
      // The market's rule (securityListing.listed, currently-quoted.ts) says GONE is not listed:
      // the screener and the search leave it out, so a watchlist must not take it either.
      const member = await freeMember();
      const list = await listWith(member, "Stale");
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: [DELISTED, "T01"] }),
      ).resolves.toMatchObject({ added: ["T01"], unknown: [DELISTED] });
      expect(await storedSymbols(list.id)).toEqual(["T01"]);
    });

    it("leaves a symbol already in the list where it is and appends new ones in the order given", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Order", ["T01", "T02", "T03"]);
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T05", "T02", "T04"] }),
      ).resolves.toMatchObject({ added: ["T05", "T04"], already: ["T02"], unknown: [] });
      expect(await storedItems(list.id)).toEqual(
        ["T01", "T02", "T03", "T05", "T04"].map((symbol, position) => ({ symbol, position })),
      );
    });

    it("imports exactly what the preview said: new, already there, unlisted", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Pasted", ["T01"]);
      const symbols = parseSymbolList("T01, t02, ZZZZ").symbols;
      const preview = await as(member).watchlist.previewImport({ id: list.id, symbols });
      expect(preview).toEqual({
        adding: ["T02"],
        already: ["T01"],
        unknown: ["ZZZZ"],
        overLimit: [],
      });
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols }),
      ).resolves.toMatchObject({ added: ["T02"], already: ["T01"], unknown: ["ZZZZ"] });
    });

    it("previews every batch as its import then goes, near the plan's limit too", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Batches", tickers(1, 40));
      const pool = [...tickers(30, 31), DELISTED, "ZZZZ", "QQQQ"];
      const random = seededRandom(7);
      const outcomes = new Set<string>();
      for (let round = 0; round < 12; round += 1) {
        const symbols = pool.filter(() => random() < 0.15);
        if (symbols.length === 0) continue;
        const before = await storedSymbols(list.id);
        const preview = await as(member).watchlist.previewImport({ id: list.id, symbols });
        const result = await as(member)
          .watchlist.addSymbols({ id: list.id, symbols })
          .catch((error: unknown) => error);
        outcomes.add(preview.overLimit.length > 0 ? "refused" : "imported");
        if (preview.overLimit.length > 0) {
          expect(result, `round ${round}`).toMatchObject({ code: "FORBIDDEN" });
          expect(await storedSymbols(list.id)).toEqual(before);
        } else {
          expect(result, `round ${round}`).toMatchObject({
            added: preview.adding,
            already: preview.already,
            unknown: preview.unknown,
          });
          expect(await storedSymbols(list.id)).toEqual([...before, ...preview.adding]);
        }
      }
      expect(outcomes).toEqual(new Set(["refused", "imported"]));
    });

    it("makes a fresh guest's row and its default list, “My watchlist”, at the first addition, and fills that list afterwards", async () => {
      const guest = freshGuest();
      expect(await db().select().from(users).where(eq(users.id, guest.id))).toEqual([]);
      const first = await as(guest).watchlist.addSymbols({ symbols: ["T01"] });
      expect(first).toMatchObject({ added: ["T01"], replayed: false });
      const [row] = await db()
        .select({ type: users.type })
        .from(users)
        .where(eq(users.id, guest.id));
      expect(row?.type).toBe("guest");
      const second = await as(guest).watchlist.addSymbols({ symbols: ["T02"] });
      expect(second.id).toBe(first.id);
      expect(await as(guest).watchlist.lists()).toEqual([
        {
          id: first.id,
          name: "My watchlist",
          isDefault: true,
          shareToken: null,
          symbols: ["T01", "T02"],
        },
      ]);
    });

    it("adds to the default list when no list is named, after the default changed", async () => {
      const member = await freeMember();
      const [first, second] = [await listWith(member, "First"), await listWith(member, "Second")];
      await as(member).watchlist.setDefault({ id: second.id });
      await expect(as(member).watchlist.addSymbols({ symbols: ["T03"] })).resolves.toMatchObject({
        id: second.id,
        added: ["T03"],
      });
      expect(await storedSymbols(first.id)).toEqual([]);
      expect(
        (await as(member).watchlist.lists()).map((list) => [list.name, list.isDefault]),
      ).toEqual([
        ["First", false],
        ["Second", true],
      ]);
    });

    /**
     * Two "Add to watchlist" clicks before the first answer: both calls find no list, and must not
     * both try to make one. A few rounds, each with a new person, since the interleaving varies.
     */
    async function firstAdditionsAtOnce(newPerson: () => Promise<SessionUser>) {
      for (let round = 0; round < 5; round += 1) {
        const person = await newPerson();
        const results = await Promise.allSettled([
          as(person).watchlist.addSymbols({ symbols: ["T01"] }),
          as(person).watchlist.addSymbols({ symbols: ["T02"] }),
        ]);
        expect(
          results.map((result) =>
            result.status === "fulfilled" ? "ok" : describeRefusal(result.reason),
          ),
          `round ${round}`,
        ).toEqual(["ok", "ok"]);
        const lists = await as(person).watchlist.lists();
        expect(lists.map((list) => [list.name, list.isDefault, [...list.symbols].sort()])).toEqual([
          ["My watchlist", true, ["T01", "T02"]],
        ]);
      }
    }

    it("lands two first additions at once from a fresh guest in one new default list", async () => {
      await firstAdditionsAtOnce(async () => freshGuest());
    });

    it("lands two first additions at once from a fresh account in one new default list", async () => {
      await firstAdditionsAtOnce(freeMember);
    });
  });

  describe("edits sent twice (docs/product.md#watchlists)", () => {
    it("applies an addition once when its edit id comes again, even after the symbol was removed", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Replay");
      const editId = randomUUID();
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T01"], editId }),
      ).resolves.toMatchObject({ replayed: false, added: ["T01"] });
      await as(member).watchlist.removeSymbol({ id: list.id, symbol: "T01" });
      // The reload sends the offline edit again: it was applied, so the removal since must stand.
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T01"], editId }),
      ).resolves.toEqual({ id: list.id, replayed: true });
      expect(await storedSymbols(list.id)).toEqual([]);
    });

    it("applies a move once when its edit id comes again, leaving later moves in place", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Moves", ["T01", "T02", "T03", "T04"]);
      const editId = randomUUID();
      await expect(
        as(member).watchlist.moveSymbol({ id: list.id, symbol: "T04", toIndex: 0, editId }),
      ).resolves.toEqual({ replayed: false, symbols: ["T04", "T01", "T02", "T03"] });
      await as(member).watchlist.moveSymbol({
        id: list.id,
        symbol: "T01",
        toIndex: 0,
        editId: randomUUID(),
      });
      await expect(
        as(member).watchlist.moveSymbol({ id: list.id, symbol: "T04", toIndex: 0, editId }),
      ).resolves.toEqual({ replayed: true });
      expect(await storedSymbols(list.id)).toEqual(["T01", "T04", "T02", "T03"]);
    });

    it("lets a refused edit be sent again: its record rolls back with it", async () => {
      const guest = freshGuest();
      const list = await listWith(guest, "Full", tickers(1, 10));
      const editId = randomUUID();
      await expect(
        as(guest).watchlist.addSymbols({ id: list.id, symbols: ["T11"], editId }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      await as(guest).watchlist.removeSymbol({ id: list.id, symbol: "T01" });
      await expect(
        as(guest).watchlist.addSymbols({ id: list.id, symbols: ["T11"], editId }),
      ).resolves.toMatchObject({ replayed: false, added: ["T11"] });
      expect(await storedSymbols(list.id)).toEqual([...tickers(2, 9), "T11"]);
    });

    it("keeps edit ids per person: another person's edit with the same id still applies", async () => {
      const [alice, bob] = [await freeMember(), await freeMember()];
      const [aliceList, bobList] = [await listWith(alice, "Alice's"), await listWith(bob, "Bob's")];
      const editId = randomUUID();
      await as(alice).watchlist.addSymbols({ id: aliceList.id, symbols: ["T01"], editId });
      await expect(
        as(bob).watchlist.addSymbols({ id: bobList.id, symbols: ["T02"], editId }),
      ).resolves.toMatchObject({ replayed: false, added: ["T02"] });
    });
  });

  describe("edits from two tabs at once", () => {
    it("keeps positions 0…n−1, each symbol once, through concurrent moves, removals and additions", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Busy", tickers(1, 20));
      const tabs = [as(member), as(member)] as const;
      const random = seededRandom(20_240_611);
      // Moves pick among symbols nobody removes, so every call must succeed whatever the interleaving.
      const movable = tickers(1, 16);
      const moves = Array.from({ length: 30 }, (_, i) =>
        (i % 2 === 0 ? tabs[0] : tabs[1]).watchlist.moveSymbol({
          id: list.id,
          symbol: movable[Math.floor(random() * movable.length)]!,
          toIndex: Math.floor(random() * 24),
          editId: randomUUID(),
        }),
      );
      const others = [
        tabs[0].watchlist.removeSymbol({ id: list.id, symbol: "T17", editId: randomUUID() }),
        tabs[1].watchlist.removeSymbol({ id: list.id, symbol: "T18", editId: randomUUID() }),
        tabs[0].watchlist.addSymbols({ id: list.id, symbols: ["T21"], editId: randomUUID() }),
        tabs[1].watchlist.addSymbols({
          id: list.id,
          symbols: ["T22", "T23"],
          editId: randomUUID(),
        }),
      ];
      const [moved] = await Promise.all([Promise.all(moves), Promise.all(others)]);
      // Each move answered the whole order it left: a permutation with no repeat.
      for (const answer of moved) {
        expect(answer.replayed).toBe(false);
        if (!answer.replayed) expect(new Set(answer.symbols).size).toBe(answer.symbols.length);
      }
      const items = await storedItems(list.id);
      const expected = [...tickers(1, 16), "T19", "T20", "T21", "T22", "T23"];
      expect(items.map((item) => item.position)).toEqual(expected.map((_, position) => position));
      expect(items.map((item) => item.symbol).sort()).toEqual([...expected].sort());
      expect((await as(member).watchlist.lists())[0]!.symbols).toEqual(
        items.map((item) => item.symbol),
      );
    });

    it("leaves a live default when the default and the next oldest list are deleted at once", async () => {
      // deleteWatchlist picks the next default with a plain read; the list the other tab deletes
      // meanwhile can be picked and marked default while deleted, leaving no live default.
      // Several rounds, since the interleaving varies (PGlite runs one transaction at a time).
      const member = await freeMember();
      for (let round = 0; round < 8; round += 1) {
        const [a, b] = [await listWith(member, `A${round}`), await listWith(member, `B${round}`)];
        const c = await listWith(member, `C${round}`);
        await Promise.all([
          as(member).watchlist.delete({ id: a.id }),
          as(member).watchlist.delete({ id: b.id }),
        ]);
        const lists = await as(member).watchlist.lists();
        expect(
          lists.map((list) => [list.name, list.isDefault]),
          `round ${round}`,
        ).toEqual([[`C${round}`, true]]);
        await as(member).watchlist.delete({ id: c.id });
      }
    });

    it("answers both when one tab deletes the default while another makes another list the default", async () => {
      // deleteWatchlist locks the deleted list, then writes the next one; setDefaultWatchlist locks
      // its list, then writes the old default: opposite orders, so PostgreSQL aborts one as a deadlock.
      const member = await freeMember();
      for (let round = 0; round < 8; round += 1) {
        const a = await listWith(member, `A${round}`);
        const b = await listWith(member, `B${round}`);
        const results = await Promise.allSettled([
          as(member).watchlist.delete({ id: a.id }),
          as(member).watchlist.setDefault({ id: b.id }),
        ]);
        expect(
          results.map((result) =>
            result.status === "fulfilled" ? "ok" : describeRefusal(result.reason),
          ),
          `round ${round}`,
        ).toEqual(["ok", "ok"]);
        expect(
          (await as(member).watchlist.lists()).map((list) => [list.name, list.isDefault]),
          `round ${round}`,
        ).toEqual([[`B${round}`, true]]);
        await as(member).watchlist.delete({ id: b.id });
      }
    });
  });

  describe("ownership", () => {
    it("answers another person's list id with NOT_FOUND everywhere and leaves the list as it was", async () => {
      const [owner, other] = [await freeMember(), await freeMember()];
      const list = await listWith(owner, "Private", ["T01", "T02"]);
      await as(owner).watchlist.updateItem({ id: list.id, symbol: "T01", note: "Mine" });
      const before = {
        list: await db().select().from(watchlists).where(eq(watchlists.id, list.id)),
        items: await db()
          .select()
          .from(watchlistItems)
          .where(eq(watchlistItems.watchlistId, list.id)),
      };
      const stranger = as(other).watchlist;
      const notFound = { code: "NOT_FOUND", message: WATCHLIST_NOT_FOUND };
      await expect(stranger.get({ id: list.id })).rejects.toMatchObject(notFound);
      await expect(stranger.rename({ id: list.id, name: "Taken over" })).rejects.toMatchObject(
        notFound,
      );
      await expect(
        stranger.addSymbols({ id: list.id, symbols: ["T03"], editId: randomUUID() }),
      ).rejects.toMatchObject(notFound);
      await expect(stranger.removeSymbol({ id: list.id, symbol: "T01" })).rejects.toMatchObject(
        notFound,
      );
      await expect(
        stranger.moveSymbol({ id: list.id, symbol: "T02", toIndex: 0 }),
      ).rejects.toMatchObject(notFound);
      await expect(
        stranger.updateItem({ id: list.id, symbol: "T01", note: "Theirs" }),
      ).rejects.toMatchObject(notFound);
      await expect(stranger.setDefault({ id: list.id })).rejects.toMatchObject(notFound);
      await expect(stranger.delete({ id: list.id })).rejects.toMatchObject(notFound);
      await expect(stranger.restore({ id: list.id })).rejects.toMatchObject(notFound);
      expect({
        list: await db().select().from(watchlists).where(eq(watchlists.id, list.id)),
        items: await db()
          .select()
          .from(watchlistItems)
          .where(eq(watchlistItems.watchlistId, list.id)),
      }).toEqual(before);
    });

    it("answers an id nobody has like another person's, so the answer tells nothing", async () => {
      const member = await freeMember();
      await expect(as(member).watchlist.get({ id: randomUUID() })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: WATCHLIST_NOT_FOUND,
      });
    });

    it("lists only the caller's own lists", async () => {
      const [alice, bob, guest] = [await freeMember(), await freeMember(), freshGuest()];
      await listWith(alice, "Alice's", ["T01"]);
      await listWith(bob, "Bob's", ["T02"]);
      await listWith(guest, "Guest's", ["T03"]);
      expect((await as(alice).watchlist.lists()).map((list) => list.name)).toEqual(["Alice's"]);
      expect((await as(bob).watchlist.lists()).map((list) => list.name)).toEqual(["Bob's"]);
      expect((await as(guest).watchlist.lists()).map((list) => list.name)).toEqual(["Guest's"]);
      expect(await as(freshGuest()).watchlist.lists()).toEqual([]);
    });

    it("refuses a visitor without a session", async () => {
      await expect(as(null).watchlist.lists()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    });
  });

  describe("deleting, restoring and naming", () => {
    it("hides a deleted list, keeps its row for Undo, and restores it with its items and notes", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Undo me", ["T03", "T01", "T02"]);
      await as(member).watchlist.updateItem({
        id: list.id,
        symbol: "T01",
        note: "Keep",
        targetPrice: 42,
      });
      await as(member).watchlist.delete({ id: list.id });
      expect(await as(member).watchlist.lists()).toEqual([]);
      await expect(as(member).watchlist.get({ id: list.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      const [row] = await db()
        .select({ deletedAt: watchlists.deletedAt })
        .from(watchlists)
        .where(eq(watchlists.id, list.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);

      // The only list comes back as the default, since no other list took over.
      await expect(as(member).watchlist.restore({ id: list.id })).resolves.toEqual({
        id: list.id,
        name: "Undo me",
        isDefault: true,
      });
      const restored = await as(member).watchlist.get({ id: list.id });
      expect(restored.rows.map((item) => [item.symbol, item.note, item.targetPrice])).toEqual([
        ["T03", null, null],
        ["T01", "Keep", 42],
        ["T02", null, null],
      ]);
    });

    it("moves the default to the oldest remaining list when the default is deleted; the restored list does not take it back", async () => {
      const member = await freeMember();
      const first = await listWith(member, "First");
      const second = await listWith(member, "Second");
      await listWith(member, "Third");
      expect(first.isDefault).toBe(true);
      await as(member).watchlist.delete({ id: first.id });
      expect(
        (await as(member).watchlist.lists()).map((list) => [list.name, list.isDefault]),
      ).toEqual([
        ["Second", true],
        ["Third", false],
      ]);
      await expect(as(member).watchlist.restore({ id: first.id })).resolves.toMatchObject({
        isDefault: false,
      });
      expect(
        (await as(member).watchlist.lists())
          .filter((list) => list.isDefault)
          .map((list) => list.id),
      ).toEqual([second.id]);
    });

    it("answers Undo on a list that is not deleted with the list unchanged", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Live", ["T01"]);
      await expect(as(member).watchlist.restore({ id: list.id })).resolves.toEqual({
        id: list.id,
        name: "Live",
        isDefault: true,
      });
      expect(await storedSymbols(list.id)).toEqual(["T01"]);
    });

    it("refuses to restore a list deleted longer ago than the Undo window", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Too late");
      await as(member).watchlist.delete({ id: list.id });
      await db()
        .update(watchlists)
        .set({ deletedAt: sql`now() - interval '11 minutes'` })
        .where(eq(watchlists.id, list.id));
      await expect(as(member).watchlist.restore({ id: list.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    it("refuses a name the person already uses, in any case, on create and rename with CONFLICT", async () => {
      const member = await freeMember();
      await listWith(member, "Tech");
      const other = await listWith(member, "Energy");
      await expect(as(member).watchlist.create({ name: "tech" })).rejects.toMatchObject({
        code: "CONFLICT",
        message: "You already have a list called “tech”.",
      });
      await expect(
        as(member).watchlist.rename({ id: other.id, name: "TECH" }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: "You already have a list called “TECH”.",
      });
      expect((await as(member).watchlist.lists()).map((list) => list.name)).toEqual([
        "Tech",
        "Energy",
      ]);
      // A list may change the case of its own name.
      await expect(
        as(member).watchlist.rename({ id: other.id, name: "ENERGY" }),
      ).resolves.toMatchObject({ name: "ENERGY" });
    });

    it("frees a deleted list's name, and then refuses to restore the old list under it with CONFLICT", async () => {
      const member = await freeMember();
      const old = await listWith(member, "Ideas");
      await as(member).watchlist.delete({ id: old.id });
      await as(member).watchlist.create({ name: "ideas" });
      await expect(as(member).watchlist.restore({ id: old.id })).rejects.toMatchObject({
        code: "CONFLICT",
      });
    });
  });

  describe("a guest's lists when it gets an account (docs/behaviour.md#sessions)", () => {
    const authOptions = () =>
      createAuthOptions({ getDb: db, rateLimits: createAuthRateLimits(undefined), guestRowMovers });
    /** Logs in with the credentials provider from the guest's cookie, as the login form does. */
    async function logInFrom(guest: SessionUser, email: string) {
      const provider = authOptions().providers.find(
        (p) => (p as { options?: { id?: string } }).options?.id === "credentials",
      ) as CredentialsConfig & { options: CredentialsConfig };
      const request = {
        headers: requestHeaders(uniqueIp(), await sessionCookie(guest)),
      } as unknown as Parameters<CredentialsConfig["authorize"]>[1];
      return provider.options.authorize({ email, password: STRONG }, request);
    }
    async function registeredAccount(): Promise<SessionUser & { email: string }> {
      const email = `wl-login-${randomUUID()}@example.com`;
      const { id } = await as(null).auth.register({ email, password: STRONG });
      return { id, type: "authenticated", email };
    }

    it("moves the guest's lists into the account it logs in to, renaming a clash and keeping the account's default", async () => {
      const account = await registeredAccount();
      const accountTech = await listWith(account, "Tech", ["T10"]);
      const guest = freshGuest();
      const guestTech = await listWith(guest, "Tech", ["T01", "T02"]);
      await expect(logInFrom(guest, account.email)).resolves.toMatchObject({ id: account.id });
      expect(await as(account).watchlist.lists()).toEqual([
        { id: accountTech.id, name: "Tech", isDefault: true, shareToken: null, symbols: ["T10"] },
        {
          id: guestTech.id,
          name: "Tech (2)",
          isDefault: false,
          shareToken: null,
          symbols: ["T01", "T02"],
        },
      ]);
      expect(await db().select().from(users).where(eq(users.id, guest.id))).toEqual([]);
    });

    it("keeps every list of a guest past the account's limit, then refuses new lists until it is back under it", async () => {
      const account = await registeredAccount();
      for (const name of ["One", "Two", "Three"]) await listWith(account, name);
      const guest = freshGuest();
      await listWith(guest, "From guest", ["T01"]);
      await logInFrom(guest, account.email);
      const lists = await as(account).watchlist.lists();
      expect(lists.map((list) => list.name)).toEqual(["One", "Two", "Three", "From guest"]);
      await expect(as(account).watchlist.create({ name: "Five" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      // Four lists under a limit of three: one deletion leaves it at the limit, the second makes room.
      await as(account).watchlist.delete({ id: lists[0]!.id });
      await expect(as(account).watchlist.create({ name: "Five" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await as(account).watchlist.delete({ id: lists[1]!.id });
      await expect(as(account).watchlist.create({ name: "Five" })).resolves.toMatchObject({
        name: "Five",
      });
      // Symbols still go into the lists kept, within the plan's fifty.
      await expect(
        as(account).watchlist.addSymbols({ id: lists[3]!.id, symbols: ["T02"] }),
      ).resolves.toMatchObject({ added: ["T02"] });
    });

    it("keeps a guest's lists when the guest registers, and lifts them to the free plan's limits", async () => {
      const guest = freshGuest();
      const list = await listWith(guest, "Before signing up", tickers(1, 10));
      const created = await as(guest).auth.register({
        email: `wl-upgrade-${randomUUID()}@example.com`,
        password: STRONG,
      });
      expect(created).toMatchObject({ id: guest.id, upgradedGuest: true });
      const member: SessionUser = { id: guest.id, type: "authenticated" };
      expect(await as(member).watchlist.lists()).toEqual([
        {
          id: list.id,
          name: "Before signing up",
          isDefault: true,
          shareToken: null,
          symbols: tickers(1, 10),
        },
      ]);
      await expect(
        as(member).watchlist.addSymbols({ id: list.id, symbols: ["T11"] }),
      ).resolves.toMatchObject({ added: ["T11"] });
      await as(member).watchlist.create({ name: "Second" });
      await as(member).watchlist.create({ name: "Third" });
      await expect(as(member).watchlist.create({ name: "Fourth" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    });
  });

  describe("notes and target prices", () => {
    it("sets a note and a target, clears one with null, and keeps a field left out", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Targets", ["T01"]);
      const update = (fields: { note?: string | null; targetPrice?: number | null }) =>
        as(member).watchlist.updateItem({ id: list.id, symbol: "T01", ...fields });
      await expect(update({ note: "Earnings on the 30th", targetPrice: 150.5 })).resolves.toEqual({
        replayed: false,
        symbol: "T01",
        note: "Earnings on the 30th",
        targetPrice: 150.5,
      });
      await expect(update({ targetPrice: 160 })).resolves.toMatchObject({
        note: "Earnings on the 30th",
        targetPrice: 160,
      });
      await expect(update({ note: null })).resolves.toMatchObject({ note: null, targetPrice: 160 });
      await expect(update({ note: "Again" })).resolves.toMatchObject({
        note: "Again",
        targetPrice: 160,
      });
      // A note of blanks is no note.
      await expect(update({ note: "   " })).resolves.toMatchObject({
        note: null,
        targetPrice: 160,
      });
      await expect(update({ targetPrice: null })).resolves.toMatchObject({
        note: null,
        targetPrice: null,
      });
    });

    it("answers a symbol not in the list with NOT_FOUND naming it", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Small", ["T01"]);
      await expect(
        as(member).watchlist.updateItem({ id: list.id, symbol: "t09", note: "x" }),
      ).rejects.toMatchObject({ code: "NOT_FOUND", message: "T09 is not in this list." });
    });

    it("refuses a target price out of range and other bad fields with BAD_REQUEST in words, as the browser receives it", async () => {
      const member = await freeMember();
      const list = await listWith(member, "Bad input", ["T01"]);
      await as(member).watchlist.updateItem({
        id: list.id,
        symbol: "T01",
        note: "Kept",
        targetPrice: 10,
      });
      const handler = createTrpcRequestHandler({ getDb: db });
      const cookie = await sessionCookie(member);
      const update = (fields: Record<string, unknown>) =>
        callTrpc(handler, "watchlist.updateItem", {
          input: { id: list.id, symbol: "T01", ...fields },
          mutation: true,
          headers: requestHeaders(uniqueIp(), cookie),
        });
      const refusals: Array<[Record<string, unknown>, string]> = [
        [{ targetPrice: -5 }, "The target price must be above zero."],
        [{ targetPrice: 0 }, "The target price must be above zero."],
        [{ targetPrice: 20_000_000 }, "The target price must be under 10,000,000."],
        [{ targetPrice: "12" }, "The target must be a number."],
        [{ note: "x".repeat(501) }, "Use at most 500 characters."],
        [{ note: "a\u0000b" }, "The note can't contain control characters such as tabs or NUL."],
        [{}, "Give a note or a target price to change."],
      ];
      for (const [fields, message] of refusals) {
        await expect(update(fields), JSON.stringify(fields).slice(0, 60)).resolves.toEqual({
          status: 400,
          error: { code: "BAD_REQUEST", message },
        });
      }
      const [item] = await db()
        .select({ note: watchlistItems.note, targetPrice: watchlistItems.targetPrice })
        .from(watchlistItems)
        .where(and(eq(watchlistItems.watchlistId, list.id), eq(watchlistItems.symbol, "T01")));
      expect(item).toEqual({ note: "Kept", targetPrice: 10 });
    });
  });

  it("answers each row with its quote columns as numbers, a note and target as kept, and nulls for a symbol no longer in the listing", async () => {
    const owner = await freeMember();
    const list = await listWith(owner, "Shapes", ["T01"]);
    await as(owner).watchlist.updateItem({
      id: list.id,
      symbol: "T01",
      note: "Earnings",
      targetPrice: 61.5,
    });
    await db().insert(watchlistItems).values({ watchlistId: list.id, symbol: "LEFT", position: 1 });
    const rows = (await as(owner).watchlist.get({ id: list.id })).rows;
    expect(rows).toEqual([
      {
        symbol: "T01",
        note: "Earnings",
        targetPrice: 61.5,
        name: "Test Company T01",
        lastPrice: 50,
        change: 0.5,
        changePct: 1,
        volume: 1_000_000,
        marketCap: 5e9,
        high52w: null,
        low52w: null,
        monthCloses: expect.any(String),
        monthSimulated: true,
        nextEarningsDate: null,
        nextEarningsConfirmed: null,
      },
      {
        symbol: "LEFT",
        note: null,
        targetPrice: null,
        name: null,
        lastPrice: null,
        change: null,
        changePct: null,
        volume: null,
        marketCap: null,
        high52w: null,
        low52w: null,
        monthCloses: "",
        monthSimulated: false,
        nextEarningsDate: null,
        nextEarningsConfirmed: null,
      },
    ]);
  });

  it("carries the next earnings report a provider announced, as a New York day and whether it is confirmed", async () => {
    const owner = await freeMember();
    const list = await listWith(owner, "Reports", ["T01", "T02"]);
    const announce = (symbol: string, day: string | null, confirmed: boolean | null) =>
      db()
        .update(securities)
        .set({ nextEarningsDate: day, nextEarningsConfirmed: confirmed })
        .where(eq(securities.symbol, symbol));
    await announce("T01", "2026-12-03", false);
    try {
      const rows = (await as(owner).watchlist.get({ id: list.id })).rows;
      expect(
        rows.map((row) => [row.symbol, row.nextEarningsDate, row.nextEarningsConfirmed]),
      ).toEqual([
        ["T01", "2026-12-03", false],
        ["T02", null, null],
      ]);
    } finally {
      await announce("T01", null, null);
    }
  });

  describe("the month of closes behind each row's sparkline (docs/product.md#watchlists)", () => {
    const closesOf = (text: string) => (text === "" ? [] : text.split(",").map(Number));

    it("carries a symbol's last 21 stored closes oldest first, the stock page's one-month chart, rounded to the cent it was quoted in", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "History", [WITH_BARS]);
      const [row] = (await as(owner).watchlist.get({ id: list.id })).rows;
      const expected = Array.from(
        { length: 21 },
        (_, i) => Math.round((109 + i + ((9 + i) % 3) / 10) * 100) / 100,
      );
      expect(row).toMatchObject({ symbol: WITH_BARS, monthSimulated: false });
      expect(closesOf(row!.monthCloses)).toEqual(expected);
      const chart = await as(null).market.dailyBars({ symbol: WITH_BARS, range: "1M" });
      expect(chart.bars.map((bar) => Math.round(bar.close * 100) / 100)).toEqual(expected);
    });

    it("gives a symbol without stored history, and one no longer listed, an empty month", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "Sparse", [WITHOUT_BARS, WITH_BARS]);
      await db()
        .insert(watchlistItems)
        .values({ watchlistId: list.id, symbol: "LEFT", position: 2 });
      const rows = (await as(owner).watchlist.get({ id: list.id })).rows;
      expect(rows.map((row) => [row.symbol, row.monthCloses === "", row.monthSimulated])).toEqual([
        [WITHOUT_BARS, true, false],
        [WITH_BARS, false, false],
        ["LEFT", true, false],
      ]);
    });

    it("makes a snapshot symbol's month from its simulated history, as its stock page does, and says so", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "Snapshot", ["T01"]);
      const [row] = (await as(owner).watchlist.get({ id: list.id })).rows;
      const chart = await as(null).market.dailyBars({ symbol: "T01", range: "1M" });
      expect(chart.simulated).toBe(true);
      expect(row).toMatchObject({ monthSimulated: true });
      expect(closesOf(row!.monthCloses)).toEqual(chart.bars.map((bar) => bar.close));
      expect(closesOf(row!.monthCloses).at(-1)).toBe(50);
    });

    it("shows the same months through a shared link", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "Shared months", [WITH_BARS, "T02", WITHOUT_BARS]);
      const { token } = await as(owner).watchlist.share({ id: list.id });
      const month = (row: { monthCloses: string; monthSimulated: boolean }) => [
        row.monthCloses,
        row.monthSimulated,
      ];
      expect((await as(null).watchlist.shared({ token })).rows.map(month)).toEqual(
        (await as(owner).watchlist.get({ id: list.id })).rows.map(month),
      );
    });

    it("reads a list's rows and months in the same number of statements whatever its length", async () => {
      const owner = await subscriber("pro");
      const short = await listWith(owner, "Short", [WITH_BARS]);
      const long = await listWith(owner, "Long", [WITH_BARS, WITHOUT_BARS, ...tickers(1, 58)]);
      const statementsFor = async (watchlistId: string) => {
        const counting = countingStatements(db());
        const list = await getWatchlist(counting.db, owner.id, watchlistId);
        return { rows: list?.rows.length, statements: counting.count() };
      };
      const one = await statementsFor(short.id);
      const sixty = await statementsFor(long.id);
      expect([one.rows, sixty.rows]).toEqual([1, 60]);
      expect(one.statements).toBeGreaterThan(0);
      expect(sixty.statements).toBe(one.statements);
    });
  });

  describe('sharing (docs/product.md#watchlists, "Sharing")', () => {
    it("shows a shared list to anyone without the owner's notes, keeps one link until it is revoked, and answers the old link NOT_FOUND after", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "Picks", ["T01", "T02"]);
      await as(owner).watchlist.updateItem({
        id: list.id,
        symbol: "T01",
        note: "Private thought",
        targetPrice: 99,
      });
      const { token } = await as(owner).watchlist.share({ id: list.id });
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect((await as(owner).watchlist.share({ id: list.id })).token).toBe(token);

      const seen = await as(null).watchlist.shared({ token });
      expect(seen.name).toBe("Picks");
      expect(seen.rows.map((row) => [row.symbol, row.note, row.targetPrice])).toEqual([
        ["T01", null, null],
        ["T02", null, null],
      ]);
      expect(JSON.stringify(seen)).not.toContain(owner.id);

      await as(owner).watchlist.unshare({ id: list.id });
      await expect(as(null).watchlist.shared({ token })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      const again = await as(owner).watchlist.share({ id: list.id });
      expect(again.token).not.toBe(token);
      await as(owner).watchlist.delete({ id: list.id });
      await expect(as(null).watchlist.shared({ token: again.token })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    it("refuses a malformed token with BAD_REQUEST and only the owner may share or revoke", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "Mine", ["T01"]);
      await expect(as(null).watchlist.shared({ token: "short" })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
      const stranger = await freeMember();
      await expect(as(stranger).watchlist.share({ id: list.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: WATCHLIST_NOT_FOUND,
      });
      await expect(as(stranger).watchlist.unshare({ id: list.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    it("copies a shared list into a guest's lists in order, renaming a clash, and refuses past the plan's limits", async () => {
      const owner = await freeMember();
      const list = await listWith(owner, "Picks", ["T03", "T01", "T02"]);
      const { token } = await as(owner).watchlist.share({ id: list.id });

      const reader = await freeMember();
      await listWith(reader, "Picks", ["T09"]);
      const copy = await as(reader).watchlist.copyShared({ token });
      expect(copy.name).toBe("Picks (2)");
      expect((await storedItems(copy.id)).map((item) => item.symbol)).toEqual([
        "T03",
        "T01",
        "T02",
      ]);

      // A guest keeps one list: a copy is its first, a second copy is refused with the plan's words.
      const guest = freshGuest();
      await expect(as(guest).watchlist.copyShared({ token })).resolves.toMatchObject({
        name: "Picks",
      });
      await expect(as(guest).watchlist.copyShared({ token })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });

      // A list longer than the copier's plan allows per list is refused whole.
      const long = await listWith(owner, "Long", tickers(1, 11));
      const longLink = await as(owner).watchlist.share({ id: long.id });
      await expect(
        as(freshGuest()).watchlist.copyShared({ token: longLink.token }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    });
  });
});
