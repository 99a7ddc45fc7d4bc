import { describe, expect, it } from "vitest";
import { createQueryClient } from "./create-query-client";
import { queryRetryDelay, shouldRetryQuery } from "./retry-policy";

describe("query client defaults (docs/behaviour.md#offline-cache)", () => {
  const defaults = createQueryClient().getDefaultOptions();

  it("keeps queries 24 h and treats them as fresh for 5 minutes", () => {
    expect(defaults.queries?.gcTime).toBe(86_400_000);
    expect(defaults.queries?.staleTime).toBe(300_000);
  });

  it("retries through the retry policy", () => {
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
  });

  it("leaves mutations on the library's 5-minute cache time and no retries", () => {
    // The library's default (5 min in the browser) applies only when nothing overrides it.
    expect(defaults.mutations?.gcTime).toBeUndefined();
    expect(defaults.mutations?.retry).toBeUndefined();
  });
});

describe("a server render's query client (docs/security.md, Memory)", () => {
  it("keeps the browser's defaults but for gcTime, which schedules no removal timer", () => {
    const server = createQueryClient("server").getDefaultOptions().queries;
    expect(server?.gcTime).toBe(Infinity);
    expect(server?.staleTime).toBe(300_000);
    expect(createQueryClient("browser").getDefaultOptions().queries?.gcTime).toBe(86_400_000);
  });
});
