import { describe, expect, it } from "vitest";
import { formatPercent, formatSigned } from "@/lib/format/format-market-number";

describe("signed figures", () => {
  it("writes a loss with the same true minus sign in the change and its percentage", () => {
    expect(formatSigned(-4.36)).toBe("−4.36");
    expect(formatPercent(-3.48)).toBe("−3.48%");
  });

  it("writes a gain with a plus, nothing for no change, and a dash when unknown", () => {
    expect(formatSigned(1.5)).toBe("+1.50");
    expect(formatSigned(0)).toBe("0.00");
    expect(formatSigned(null)).toBe("—");
    expect(formatSigned(-0.001)).toBe("0.00");
    expect(formatSigned(1204.5)).toBe("+1,204.50");
    expect(formatSigned(1.005)).toBe("+1.01");
    expect(formatPercent(null)).toBe("—");
  });
});
