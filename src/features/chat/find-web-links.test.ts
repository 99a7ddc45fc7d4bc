import { describe, expect, it } from "vitest";
import { findWebLinks } from "./find-web-links";

const links = (text: string) => findWebLinks(text).map(({ text, href }) => [text, href]);

describe("findWebLinks", () => {
  it.each([
    [
      "see https://example.com/a?b=1#c now",
      [["https://example.com/a?b=1#c", "https://example.com/a?b=1#c"]],
    ],
    ["HTTP://Example.COM", [["HTTP://Example.COM", "http://example.com/"]]],
    ["read https://example.com/x.", [["https://example.com/x", "https://example.com/x"]]],
    ['"https://example.com/x",', [["https://example.com/x", "https://example.com/x"]]],
    ["Really? https://example.com/!?", [["https://example.com/", "https://example.com/"]]],
    ["(see https://example.com/x)", [["https://example.com/x", "https://example.com/x"]]],
    [
      "https://en.wikipedia.org/wiki/Apple_(company)",
      [
        [
          "https://en.wikipedia.org/wiki/Apple_(company)",
          "https://en.wikipedia.org/wiki/Apple_(company)",
        ],
      ],
    ],
    [
      "(https://en.wikipedia.org/wiki/Apple_(company)).",
      [
        [
          "https://en.wikipedia.org/wiki/Apple_(company)",
          "https://en.wikipedia.org/wiki/Apple_(company)",
        ],
      ],
    ],
    ["www.example.com/news", [["www.example.com/news", "https://www.example.com/news"]]],
    [
      "a https://a.com b http://b.com",
      [
        ["https://a.com", "https://a.com/"],
        ["http://b.com", "http://b.com/"],
      ],
    ],
  ])("%s", (text, expected) => {
    expect(links(text)).toEqual(expected);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com",
    "https://",
    "https://.",
    "https://javascript:alert(1)",
    "xwww.example.com",
    "mailto:a@www.example.com",
    "plain text",
  ])("%s is not a link", (text) => {
    expect(findWebLinks(text)).toEqual([]);
  });

  it("gives UTF-16 offsets into the text", () => {
    const text = "🚀 go https://example.com/a.";
    const [match] = findWebLinks(text);
    expect(match && text.slice(match.start, match.end)).toBe("https://example.com/a");
  });
});
