import { describe, expect, it } from "vitest";
import { webAddressOf } from "./web-address-of";

describe("webAddressOf", () => {
  it("links http and https addresses", () => {
    expect(webAddressOf("https://example.com/blog")).toBe("https://example.com/blog");
    expect(webAddressOf(" HTTP://Example.com ")).toBe("http://example.com/");
  });

  it("keeps everything else as text", () => {
    expect(webAddressOf("youtube.com/@trader")).toBeNull();
    expect(webAddressOf("@trader on X")).toBeNull();
    expect(webAddressOf("javascript:alert(1)")).toBeNull();
    expect(webAddressOf("ftp://example.com")).toBeNull();
    expect(webAddressOf("https://")).toBeNull();
  });
});
