import { describe, expect, it } from "vitest";
import { singleLineText } from "./single-line-text";

const name = singleLineText({ max: 10, what: "name" });

describe("singleLineText", () => {
  it("trims and keeps ordinary text, accents and emoji included", () => {
    expect(name.parse("  Zoë 📈 ")).toBe("Zoë 📈");
  });

  it.each(["a\u0000b", "tab\there", "line\nbreak", "bell\u0007", "del\u007f", "c1\u0085"])(
    "refuses %j with a sentence",
    (value) => {
      const result = name.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "The name can't contain control characters such as line breaks, tabs or NUL.",
      );
    },
  );

  it.each([
    "rtl\u202eevil",
    "zero\u200bwidth",
    "b\ufeffom",
    "line\u2028sep",
    "mark\u200f",
    "alm\u061c",
  ])("refuses the invisible %j with a sentence", (value) => {
    expect(name.safeParse(value).error?.issues[0]?.message).toBe(
      "The name can't contain invisible characters such as zero-width spaces, direction marks or line separators.",
    );
  });

  it("refuses text past the limit", () => {
    expect(name.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe(
      "Use at most 10 characters.",
    );
  });
});
