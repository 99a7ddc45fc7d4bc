import { describe, expect, it } from "vitest";
import { createRequestPacer } from "./create-request-pacer";

const httpError = (code: number) => Object.assign(new Error(`HTTP ${code}`), { code });

describe("the provider's request pacer", () => {
  it("runs requests one at a time, in the order they were asked for", async () => {
    const pace = createRequestPacer(600_000);
    let running = 0;
    let mostAtOnce = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        pace(`r${n}`, async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(n);
          running -= 1;
        }),
      ),
    );
    expect(mostAtOnce).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it("retries a 429 and a 5xx after a pause, and gives up after the last attempt", async () => {
    const pace = createRequestPacer(600_000, { attempts: 3, backoffMs: 1 });
    const answers = [httpError(429), httpError(503)];
    let calls = 0;
    await expect(pace("flaky", async () => { calls += 1; const next = answers.shift(); if (next) throw next; return "ok"; })).resolves.toBe("ok");
    expect(calls).toBe(3);
    calls = 0;
    await expect(pace("down", async () => { calls += 1; throw httpError(429); })).rejects.toThrow("HTTP 429");
    expect(calls).toBe(3);
  });

  it("passes other errors on at once, and a failure does not stop the requests behind it", async () => {
    const pace = createRequestPacer(600_000, { backoffMs: 1 });
    let calls = 0;
    const failed = pace("missing", async () => { calls += 1; throw httpError(404); });
    const next = pace("next", async () => "after");
    await expect(failed).rejects.toThrow("HTTP 404");
    await expect(next).resolves.toBe("after");
    expect(calls).toBe(1);
  });
});
