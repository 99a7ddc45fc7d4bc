import { describe, expect, it } from "vitest";
import { contrastRatio, tileColour } from "./tile-colour";

describe("tileColour", () => {
  it("gives every change a label colour meeting WCAG AA (4.5:1)", () => {
    for (let change = -5; change <= 5; change += 0.01) {
      const { luminance, text } = tileColour(change, 3);
      const label = text === "#ffffff" ? 1 : 0;
      expect(contrastRatio(luminance, label)).toBeGreaterThanOrEqual(4.5);
    }
    const unknown = tileColour(null, 3);
    expect(contrastRatio(unknown.luminance, unknown.text === "#ffffff" ? 1 : 0)).toBeGreaterThan(
      4.5,
    );
  });

  it("saturates at the scale's ends and is grey at zero", () => {
    expect(tileColour(3, 3).background).toBe(tileColour(40, 3).background);
    expect(tileColour(-3, 3).background).toBe("rgb(246 53 56)");
    expect(tileColour(0, 3).background).toBe("rgb(65 69 84)");
    expect(tileColour(1, 3).background).not.toBe(tileColour(-1, 3).background);
  });
});
