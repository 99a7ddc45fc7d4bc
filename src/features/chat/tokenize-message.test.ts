import { describe, expect, it } from "vitest";
import { tokenizeMessage } from "./tokenize-message";

const listed = new Set(["AAPL", "BRK.B", "MSFT", "TSLA", "NVDA", "AMZN", "GOOG"]);

describe("tokenizeMessage", () => {
  it("makes tags of listed symbols and links of web addresses, in order", () => {
    expect(tokenizeMessage("$aapl and $brk.b, see https://example.com.", listed)).toEqual([
      { kind: "cashtag", text: "$aapl", symbol: "AAPL" },
      { kind: "text", text: " and " },
      { kind: "cashtag", text: "$brk.b", symbol: "BRK.B" },
      { kind: "text", text: ", see " },
      { kind: "link", text: "https://example.com", href: "https://example.com/" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves unknown symbols, prices and `$$` as one merged text token", () => {
    expect(tokenizeMessage("$ZZZZ at $1.50 $$ $123 ok", listed)).toEqual([
      { kind: "text", text: "$ZZZZ at $1.50 $$ $123 ok" },
    ]);
  });

  it("keeps a `$` inside an address as part of the link", () => {
    expect(tokenizeMessage("https://example.com/q?s=$AAPL $AAPL", listed)).toEqual([
      {
        kind: "link",
        text: "https://example.com/q?s=$AAPL",
        href: "https://example.com/q?s=$AAPL",
      },
      { kind: "text", text: " " },
      { kind: "cashtag", text: "$AAPL", symbol: "AAPL" },
    ]);
  });

  it("tags every listed symbol, however many: the per-message limit is enforced elsewhere", () => {
    const tokens = tokenizeMessage("$AAPL $MSFT $TSLA $NVDA $AMZN $GOOG", listed);
    expect(tokens.filter((token) => token.kind === "cashtag")).toHaveLength(6);
  });

  it("does not link `javascript:`", () => {
    expect(tokenizeMessage("javascript:alert(1)", listed)).toEqual([
      { kind: "text", text: "javascript:alert(1)" },
    ]);
  });

  it("gives nothing for an empty message", () => {
    expect(tokenizeMessage("", listed)).toEqual([]);
  });

  it.each([
    "",
    "$AAPL.",
    "$AAPL $aapl $AAPL",
    "📈 $brk.b (https://en.wikipedia.org/wiki/Apple_(company)).",
    "US$AAPL a$MSFT $$TSLA $1.50 www.example.com/$NVDA, http://x.com/?a=$AMZN'",
    "<script>alert(1)</script> $GOOG\n\n  https://",
    "line\r\nbreaks\t$AAPL\u00a0https://a.b/c)",
  ])("concatenates back to the input, with no two text tokens side by side: %j", (text) => {
    const tokens = tokenizeMessage(text, listed);
    expect(tokens.map((token) => token.text).join("")).toBe(text);
    expect(
      tokens.every((token, i) => token.kind !== "text" || tokens[i + 1]?.kind !== "text"),
    ).toBe(true);
    expect(tokens.every((token) => token.text !== "")).toBe(true);
  });
});
