import { describe, expect, it } from "vitest";
import { isPrivatelyCached, pageCacheKey } from "./page-cache-key";

const keyOf = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  pageCacheKey(method, new URL(path, "http://localhost"), headers);

describe("pageCacheKey", () => {
  it("keys a visitor's public pages by path and query", () => {
    for (const path of ["/", "/screener?sector=Technology", "/stocks/AAPL", "/map", "/calendar"])
      expect(keyOf(path)).toBe(path);
    expect(keyOf("/pricing", {}, "HEAD")).toBe("/pricing");
  });

  it("keeps a shared watchlist's page for this node alone: no CDN may outlive a revocation", () => {
    expect(keyOf("/watchlists/shared/Ab_3-x")).toBe("/watchlists/shared/Ab_3-x");
    expect(isPrivatelyCached("/watchlists/shared/Ab_3-x")).toBe(true);
    expect(isPrivatelyCached("/stocks/AAPL")).toBe(false);
  });

  it("renders for their request a signed-in person, Next's navigations and prefetches, and every other page", () => {
    expect(keyOf("/", { cookie: "a=1; next-auth.session-token=x" })).toBeNull();
    expect(keyOf("/", { cookie: "__Secure-next-auth.session-token.0=x" })).toBeNull();
    expect(keyOf("/screener", { rsc: "1" })).toBeNull();
    expect(keyOf("/screener?_rsc=abc")).toBeNull();
    expect(keyOf("/screener", { "next-router-prefetch": "1" })).toBeNull();
    for (const path of [
      "/watchlists",
      "/watchlists/shared/a/b",
      "/account",
      "/stocks/A/b",
      "/api/health",
    ])
      expect(keyOf(path), path).toBeNull();
    expect(keyOf("/", {}, "POST")).toBeNull();
    expect(keyOf(`/screener?q=${"x".repeat(600)}`)).toBeNull();
  });

  it("serves the same page whatever other cookies a visitor's browser sends", () => {
    expect(
      keyOf("/", { cookie: "marketdesk_device=3f2c1a9e-8b7d-4c6e-9f01-23456789abcd; ph_x=1" }),
    ).toBe("/");
  });
});
