import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { ChatMessageView } from "@/features/chat/server/data";
import { getSecurity, searchSecurities } from "@/features/market/server/data";
import { getSharedWatchlist, getWatchlist } from "@/features/watchlist/server/data";
import { marketFigures } from "@/lib/format/market-figures";
import { securities, watchlistItems, watchlists } from "@/server/db/schema";
import { createChatCaller, createMember } from "./chat-helpers";
import { createVisitorCaller } from "./create-visitor-caller";
import { describeEachDatabase } from "./test-databases";

const SYMBOL = "AGRE";
/** Figures with more digits than any surface shows, so a surface that rounds or reads another column differs. */
const STORED = { lastPrice: 123.456, volume: 1_234_567, marketCap: 45_678_901_234 };

type Figures = { price: number | null; volume?: number | null; marketCap?: number | null };

/**
 * docs/live-market.md#correct-data-everywhere: one symbol's price, volume and market cap as each
 * surface reads them (screener, stock page, search, a watchlist, its shared link, a chat message's
 * price stamp) are the stored figures, and so are written the same by the one formatter per figure.
 */
describeEachDatabase("a symbol's figures agree wherever it is shown", (getHandle) => {
  const db = () => getHandle().db;
  const surfaces: Record<string, Figures> = {};

  beforeAll(async () => {
    await db()
      .insert(securities)
      .values({
        symbol: SYMBOL,
        name: "Agreement Holdings Inc. Common Stock",
        securityType: "common",
        ...STORED,
        change: 1.5,
        changePct: 1.23,
        source: "snapshot",
        historySimulated: true,
        asOf: new Date(),
      });
    const member = await createMember(db());
    const token = `share-${randomUUID()}`;
    const [list] = await db()
      .insert(watchlists)
      .values({ userId: member.id, name: "Figures", shareToken: token })
      .returning({ id: watchlists.id });
    await db()
      .insert(watchlistItems)
      .values({ watchlistId: list!.id, symbol: SYMBOL, position: 0 });

    const caller = createVisitorCaller(db());
    const screened = await caller.screener.run({
      filter: { symbols: [SYMBOL] },
      sort: { column: "symbol", direction: "asc" },
      page: 1,
      pageSize: 25,
    });
    surfaces.screener = screened.rows[0]!;
    const page = (await getSecurity(db(), SYMBOL))!;
    surfaces["stock page"] = { ...page, price: page.lastPrice };
    const [found] = await searchSecurities(db(), SYMBOL, 8);
    surfaces.search = { price: found!.lastPrice };
    const [row] = (await getWatchlist(db(), member.id, list!.id))!.rows;
    surfaces.watchlist = { ...row!, price: row!.lastPrice };
    const [shared] = (await getSharedWatchlist(db(), token))!.rows;
    surfaces["shared list"] = { ...shared!, price: shared!.lastPrice };

    const chat = createChatCaller(db);
    const posted = await chat("post", {
      cookie: member.cookie,
      input: { room: SYMBOL, body: `$${SYMBOL} holds up` },
    });
    surfaces["chat price stamp"] = { price: (posted.data as ChatMessageView).prices[0]!.price };
  });

  it("reads the stored price, volume and market cap on every surface", () => {
    for (const [surface, figures] of Object.entries(surfaces)) {
      expect({ surface, price: figures.price }).toEqual({ surface, price: STORED.lastPrice });
      if ("volume" in figures)
        expect({ surface, volume: figures.volume }).toEqual({ surface, volume: STORED.volume });
      if ("marketCap" in figures)
        expect({ surface, cap: figures.marketCap }).toEqual({ surface, cap: STORED.marketCap });
    }
    expect(Object.keys(surfaces)).toHaveLength(6);
  });

  it("writes each figure one way", () => {
    const written = Object.values(surfaces).map((figures) =>
      marketFigures.price.format(figures.price!),
    );
    expect(new Set(written)).toEqual(new Set(["123.46"]));
    expect(marketFigures.volume.format(STORED.volume)).toBe("1.23M");
    expect(marketFigures.marketCap.format(STORED.marketCap)).toBe("$45.68B");
  });
});
