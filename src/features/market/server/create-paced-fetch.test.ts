import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPacedFetch } from "./create-paced-fetch";

const answer = (status: number) => new Response(status === 200 ? "ok" : "no", { status });

/** A fetch that answers `statuses` in turn (a `TypeError` for "drop") and records what it was asked. */
function scripted(...statuses: Array<number | "drop">) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    asked.push(String(input));
    const next = statuses.shift() ?? 200;
    if (next === "drop") throw new TypeError("fetch failed");
    return answer(next);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

describe("the provider's paced fetch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts no request before its turn: one per 60 000 / perMinute ms, in the order asked", async () => {
    const { fetch, asked } = scripted();
    const paced = createPacedFetch(60, { fetch }); // one a second
    const answers = ["https://a.test/1", "https://a.test/2", "https://a.test/3"].map((url) =>
      paced(url),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(["https://a.test/1"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(["https://a.test/1", "https://a.test/2"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toEqual(["https://a.test/1", "https://a.test/2", "https://a.test/3"]);
    expect((await Promise.all(answers)).map((response) => response.status)).toEqual([
      200, 200, 200,
    ]);
  });

  it("tries a 429, a 5xx and a dropped connection again after a growing pause, and passes the last answer on", async () => {
    const { fetch, asked } = scripted(429, "drop", 200);
    const paced = createPacedFetch(600_000, { fetch, backoffMs: 100 });
    const result = paced("https://a.test/quote");
    await vi.advanceTimersByTimeAsync(99);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399); // the second pause is four times the first
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).status).toBe(200);

    const down = scripted(503, 503, 503, 200);
    const refused = createPacedFetch(600_000, { fetch: down.fetch, backoffMs: 1 })(
      "https://a.test/quote",
    );
    await vi.advanceTimersByTimeAsync(10);
    expect((await refused).status).toBe(503);
    expect(down.asked).toHaveLength(3);
  });

  it("waits for a 429's own reset time (Alpaca's X-RateLimit-Reset, or Retry-After) before trying again", async () => {
    vi.setSystemTime(new Date("2026-11-30T15:00:00.000Z"));
    const reset = String(Date.parse("2026-11-30T15:00:30Z") / 1000);
    const answers = [
      new Response("too many", { status: 429, headers: { "x-ratelimit-reset": reset } }),
      new Response("too many", { status: 429, headers: { "retry-after": "2" } }),
      answer(200),
    ];
    const asked: number[] = [];
    const fetch = vi.fn(async () => {
      asked.push(Date.now());
      return answers.shift()!;
    }) as unknown as typeof globalThis.fetch;
    const result = createPacedFetch(600_000, { fetch, backoffMs: 1 })("https://a.test/bars");
    await vi.advanceTimersByTimeAsync(29_999);
    expect(asked).toHaveLength(1); // not after the 1 ms backoff: the window resets at :30
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await result).status).toBe(200);
  });

  it("passes other answers and errors on at once", async () => {
    const { fetch, asked } = scripted(404);
    const paced = createPacedFetch(600_000, { fetch, backoffMs: 1 });
    expect((await paced("https://a.test/chart/ZZZZ")).status).toBe(404);
    const broken = createPacedFetch(600_000, {
      fetch: vi.fn(async () =>
        Promise.reject(new RangeError("bad init")),
      ) as unknown as typeof globalThis.fetch,
    });
    await expect(broken("https://a.test/x")).rejects.toThrow("bad init");
    expect(asked).toHaveLength(1);
  });
});
