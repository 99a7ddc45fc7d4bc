import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./safe-callback-url";

describe("safeCallbackUrl", () => {
  it("keeps a path of our own site, with its query and fragment", () => {
    expect(safeCallbackUrl("/screener?sector=Technology#results")).toBe(
      "/screener?sector=Technology#results",
    );
    expect(safeCallbackUrl("/billing/checkout?plan=pro&interval=year")).toBe(
      "/billing/checkout?plan=pro&interval=year",
    );
  });

  it.each([
    "/\t/evil.example/x",
    "/%09/evil.example/x".replace("%09", "\t"),
    "/\n/evil.example",
    "/\r\n/evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    " //evil.example",
    "https://evil.example/account",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/.//evil.example",
    "/a/..//evil.example",
  ])("refuses %j, which leaves the site", (payload) => {
    expect(safeCallbackUrl(payload)).toBe("/account");
  });

  it("reads scheme-relative and user-info forms as the browser would: as paths of our own site", () => {
    expect(safeCallbackUrl("https:evil.example")).toBe("/evil.example");
    expect(safeCallbackUrl("//evil.example@marketdesk.invalid/account")).toBe("/account");
  });

  it("keeps encoded slashes inside our own path, where they are only text", () => {
    expect(safeCallbackUrl("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeCallbackUrl("/%5Cevil.example")).toBe("/%5Cevil.example");
  });

  it("falls back when there is nothing usable", () => {
    expect(safeCallbackUrl(null)).toBe("/account");
    expect(safeCallbackUrl("", "/")).toBe("/");
    expect(safeCallbackUrl(`/${"a".repeat(3_000)}`)).toBe("/account");
  });
});
