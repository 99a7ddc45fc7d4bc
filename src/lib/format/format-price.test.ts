import { describe, expect, it } from "vitest";
import { formatPrice } from "@/lib/format/format-price";

describe("formatPrice", () => {
  it("shows whole dollars without cents and others with them", () => {
    expect(formatPrice(1_900)).toBe("$19");
    expect(formatPrice(1_470)).toBe("$14.70");
    expect(formatPrice(0)).toBe("$0");
  });

  it("takes back with the true minus sign", () => {
    expect(formatPrice(-1_470)).toBe("\u2212$14.70");
    expect(formatPrice(-1_000)).toBe("\u2212$10");
  });
});
