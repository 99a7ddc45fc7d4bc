import { describe, expect, it } from "vitest";
import { exceedsJsonDepth } from "./exceeds-json-depth";

describe("exceedsJsonDepth", () => {
  it("counts nesting outside strings only", () => {
    expect(exceedsJsonDepth('[{"a":[1]}]', 3)).toBe(false);
    expect(exceedsJsonDepth('[{"a":[[1]]}]', 3)).toBe(true);
    expect(exceedsJsonDepth(`["${"[".repeat(100)}", "\\"[[[[["]`, 1)).toBe(false);
    expect(exceedsJsonDepth("[".repeat(5_000_000), 64)).toBe(true);
  });
});
