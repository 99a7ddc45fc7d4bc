import { describe, expect, it } from "vitest";
import { multiLineText } from "./multi-line-text";

describe("multiLineText", () => {
  const note = multiLineText({ max: 20, maxLines: 2, what: "note" });

  it("keeps line breaks, reading CRLF as one, and trims the ends", () => {
    expect(note.parse("  first\r\nsecond  ")).toBe("first\nsecond");
  });

  it("refuses NUL, tabs, too many lines and too many characters with a sentence", () => {
    expect(note.safeParse("a\u0000b").error?.issues[0]?.message).toBe(
      "The note can't contain control characters such as tabs or NUL.",
    );
    expect(note.safeParse("a\tb").success).toBe(false);
    expect(note.safeParse("a\nb\nc").error?.issues[0]?.message).toBe("Use at most 2 lines.");
    expect(note.safeParse("x".repeat(21)).error?.issues[0]?.message).toBe(
      "Use at most 20 characters.",
    );
  });
});
