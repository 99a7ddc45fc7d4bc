import { describe, expect, it } from "vitest";
import {
  createPageCache,
  PAGE_MAX_FRESH_MS,
  PAGE_QUOTES_FRESH_MS,
  PAGE_STALE_SERVED_MS,
} from "./create-page-cache";
import type { RenderedPage } from "./fill-page";

/** A cache over a counting renderer whose pages say which render made them, on a hand-moved clock. */
function setup(options: { maxBytes?: number; status?: number; setsCookie?: boolean } = {}) {
  let at = 1_000_000;
  let renders = 0;
  let failing = false;
  let status = options.status ?? 200;
  const cache = createPageCache({
    render: async (key): Promise<RenderedPage> => {
      renders += 1;
      if (failing) throw new Error("the database is down");
      return {
        status,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: Buffer.from(`${key} render ${renders}`.padEnd(100, ".")),
        scriptHashes: [],
        setsCookie: options.setsCookie ?? false,
      };
    },
    encode: async () => ({}),
    now: () => at,
    maxBytes: options.maxBytes,
  });
  const failures: unknown[] = [];
  const lookup = async (key: string) => {
    const found = await cache.lookup(key, (error) => failures.push(error));
    return { state: found.state, body: found.page.body.toString().replace(/\.+$/, "") };
  };
  return {
    cache,
    lookup,
    failures,
    advance: (ms: number) => (at += ms),
    renders: () => renders,
    fail: (value: boolean) => (failing = value),
    answerWith: (next: number) => (status = next),
  };
}

describe("createPageCache", () => {
  it("renders a page once for every request that asks while it renders, and keeps it", async () => {
    const { lookup, renders } = setup();
    const answers = await Promise.all([lookup("/"), lookup("/"), lookup("/")]);
    expect(answers.map((answer) => answer.body)).toEqual(Array(3).fill("/ render 1"));
    expect(renders()).toBe(1);
    expect(await lookup("/")).toEqual({ state: "hit", body: "/ render 1" });
    expect(renders()).toBe(1);
  });

  it("sends a stale page at once while one render replaces it", async () => {
    const { lookup, advance, renders } = setup();
    await lookup("/screener");
    advance(PAGE_MAX_FRESH_MS);
    const stale = { state: "stale", body: "/screener render 1" };
    expect(await Promise.all([lookup("/screener"), lookup("/screener")])).toEqual([stale, stale]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders()).toBe(2);
    expect(await lookup("/screener")).toEqual({ state: "hit", body: "/screener render 2" });
  });

  it("makes pages stale 5 s after they were rendered when quotes move, and at once when the market's data changes", async () => {
    const { cache, lookup, advance } = setup();
    await lookup("/");
    advance(1_000);
    cache.invalidate("quotes");
    expect((await lookup("/")).state).toBe("hit");
    advance(PAGE_QUOTES_FRESH_MS - 1_000);
    expect((await lookup("/")).state).toBe("stale");
    await lookup("/map");
    cache.invalidate("market");
    expect((await lookup("/map")).state).toBe("stale");
  });

  it("keeps sending the last copy while renders fail, then waits for a render once it is too old", async () => {
    const { lookup, advance, fail, failures } = setup();
    await lookup("/pricing");
    fail(true);
    advance(PAGE_MAX_FRESH_MS);
    expect(await lookup("/pricing")).toEqual({ state: "stale", body: "/pricing render 1" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toHaveLength(1);
    expect(await lookup("/pricing")).toEqual({ state: "stale", body: "/pricing render 1" });
    advance(PAGE_STALE_SERVED_MS);
    await expect(lookup("/pricing")).rejects.toThrow("the database is down");
  });

  it("never keeps a page that is not a 200 or that sets a cookie", async () => {
    for (const options of [{ status: 404 }, { setsCookie: true }]) {
      const { lookup, renders } = setup(options);
      expect((await lookup("/stocks/NOPE")).state).toBe("pass");
      expect((await lookup("/stocks/NOPE")).state).toBe("pass");
      expect(renders()).toBe(2);
    }
  });

  it("holds at most its byte budget, dropping the least recently used page first", async () => {
    const { cache, lookup } = setup({ maxBytes: 250 });
    await lookup("/a");
    await lookup("/b");
    await lookup("/a");
    await lookup("/c");
    expect(cache.size()).toEqual({ pages: 2, bytes: 200 });
    expect((await lookup("/a")).state).toBe("hit");
    expect((await lookup("/b")).state).toBe("miss");
  });
  it("drops an evicted page at once, and keeps no render of it begun before the eviction", async () => {
    const { cache, lookup, renders } = setup();
    const shared = "/watchlists/shared/tok";
    await lookup(shared);
    await lookup(`${shared}?from=mail`);
    cache.invalidate({ evict: shared });
    expect(await lookup(shared)).toEqual({ state: "miss", body: `${shared} render 3` });
    expect(await lookup(`${shared}?from=mail`)).toMatchObject({ state: "miss" });
    // Evicted while it renders: the requests already waiting get it; no later one does.
    const waiting = lookup("/watchlists/shared/other");
    cache.invalidate({ evict: "/watchlists/shared/other" });
    expect(await waiting).toMatchObject({ state: "pass" });
    expect(await lookup("/watchlists/shared/other")).toMatchObject({ state: "miss" });
    expect(renders()).toBe(6);
  });

  it("drops a page that is gone (404) instead of sending it stale again", async () => {
    const { lookup, advance, answerWith } = setup();
    await lookup("/stocks/GONE");
    advance(PAGE_MAX_FRESH_MS);
    answerWith(404);
    // The stale copy goes once, while its render finds the page gone.
    expect(await lookup("/stocks/GONE")).toMatchObject({ state: "stale" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await lookup("/stocks/GONE")).toMatchObject({ state: "pass" });
  });
});
