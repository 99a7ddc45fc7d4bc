import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { queryRetryDelay, shouldRetryQuery } from "./retry-policy";

function answered(httpStatus: number) {
  return TRPCClientError.from({
    error: { message: "x", code: -32600, data: { code: "BAD_REQUEST", httpStatus } },
  });
}

describe("query retries (docs/behaviour.md#server-calls)", () => {
  it("waits 1 s, 2 s, 4 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2].map(queryRetryDelay)).toEqual([1_000, 2_000, 4_000]);
    expect(queryRetryDelay(4)).toBe(16_000);
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(20)).toBe(30_000);
  });

  it("retries a network failure three times, then stops", () => {
    const offline = TRPCClientError.from(new TypeError("Failed to fetch"));
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, offline))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("retries a 5xx answer", () => {
    expect(shouldRetryQuery(0, answered(500))).toBe(true);
    expect(shouldRetryQuery(0, answered(503))).toBe(true);
  });

  it("never retries a 4xx answer: it is final and shown at once", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429])
      expect(shouldRetryQuery(0, answered(status))).toBe(false);
  });
});
