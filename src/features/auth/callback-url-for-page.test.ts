import { describe, expect, it } from "vitest";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { callbackUrlForPage } from "./callback-url-for-page";

describe("callbackUrlForPage", () => {
  it("returns to the page itself, with its query", () => {
    expect(callbackUrlForPage("/screener", "sector=Technology&page=3")).toBe(
      "/screener?sector=Technology&page=3",
    );
    expect(callbackUrlForPage("/admin/analytics", "")).toBe("/admin/analytics");
  });

  it("on the login and registration pages, keeps where those were going", () => {
    expect(callbackUrlForPage("/login", "callbackUrl=%2Fpricing")).toBe("/pricing");
    expect(callbackUrlForPage("/register", "")).toBeNull();
    expect(callbackUrlForPage("/login", "callbackUrl=https%3A%2F%2Fevil.example")).toBeNull();
  });
});

describe("authPageHref", () => {
  it("carries the return address, encoded", () => {
    expect(authPageHref("/register", "/billing/checkout?plan=pro&interval=year")).toBe(
      "/register?callbackUrl=%2Fbilling%2Fcheckout%3Fplan%3Dpro%26interval%3Dyear",
    );
    expect(authPageHref("/login", null)).toBe("/login");
  });
});
