import { describe, expect, it } from "vitest";
import { cleanNewsArticle, NEWS_LIMITS, type RawNewsArticle } from "./clean-news-article";

const at = new Date("2026-11-27T14:41:09Z");
const article = (fields: Partial<RawNewsArticle> = {}): RawNewsArticle => ({
  id: 41823117,
  headline: "Apple supplier reports record revenue",
  source: "benzinga",
  url: "https://www.benzinga.com/news/26/11/41823117/apple",
  createdAt: at,
  updatedAt: at,
  symbols: ["AAPL"],
  ...fields,
});

describe("cleanNewsArticle", () => {
  it("keeps an ordinary article as it came, its id as text", () => {
    expect(cleanNewsArticle(article())).toEqual({
      providerId: "41823117",
      headline: "Apple supplier reports record revenue",
      source: "benzinga",
      url: "https://www.benzinga.com/news/26/11/41823117/apple",
      publishedAt: at,
      updatedAt: at,
      symbols: ["AAPL"],
    });
  });

  it("keeps only http(s) links", () => {
    for (const url of [
      "javascript:alert(1)",
      " JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x",
      "/relative",
      "ftp://files.example/a",
      `https://example.com/${"a".repeat(NEWS_LIMITS.url)}`,
    ])
      expect(cleanNewsArticle(article({ url }))?.url, url).toBeNull();
    expect(cleanNewsArticle(article({ url: "http://example.com/a b" }))?.url).toBe(
      "http://example.com/a%20b",
    );
    expect(cleanNewsArticle(article({ url: null }))?.url).toBeNull();
  });

  it("turns markup and entities into plain text, without control or bidi characters", () => {
    const clean = cleanNewsArticle(
      article({
        headline: "Microsoft &amp; OpenAI <b>extend</b>\u202e deal &#8217;32\n<script>x</script>",
      }),
    );
    expect(clean?.headline).toBe("Microsoft & OpenAI extend deal ’32 x");
    expect(
      cleanNewsArticle(article({ headline: "&lt;img src=x onerror=alert(1)&gt;" }))?.headline,
    ).toBe("<img src=x onerror=alert(1)>");
  });

  it("caps the headline and the source", () => {
    const clean = cleanNewsArticle(
      article({ headline: "word ".repeat(200), source: "s".repeat(100) }),
    );
    expect(clean?.headline.length).toBeLessThanOrEqual(NEWS_LIMITS.headline);
    expect(clean?.headline.endsWith("…")).toBe(true);
    expect(clean?.source).toHaveLength(NEWS_LIMITS.source);
  });

  it("names symbols in the product's form, once each, and drops what is no ticker", () => {
    expect(
      cleanNewsArticle(article({ symbols: ["BRK.B", "brk-b", "not a ticker", "MSFT"] }))?.symbols,
    ).toEqual(["BRK.B", "MSFT"]);
  });

  it("refuses what cannot be shown: no headline, no symbol, no time, an id that is no id", () => {
    expect(cleanNewsArticle(article({ headline: "  <br>  " }))).toBeNull();
    expect(cleanNewsArticle(article({ symbols: [] }))).toBeNull();
    expect(cleanNewsArticle(article({ createdAt: new Date("nope") }))).toBeNull();
    expect(cleanNewsArticle(article({ id: "../../etc" }))).toBeNull();
  });
});
