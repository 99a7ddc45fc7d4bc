import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashInlineScripts } from "./hash-inline-scripts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("hashInlineScripts", () => {
  it("hashes each inline script's text once, and skips script files and JSON data", () => {
    const html = [
      `<script>document.documentElement.classList.add("dark")</script>`,
      `<script src="/_next/static/chunks/main.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"Corporation"}</script>`,
      `<script>self.__next_f.push([1,"a\\u003c/script\\u003e"])</script>`,
      `<script>document.documentElement.classList.add("dark")</script>`,
      `<SCRIPT id="x">1</SCRIPT >`,
    ].join("");
    expect(hashInlineScripts(html)).toEqual([
      sha256(`document.documentElement.classList.add("dark")`),
      sha256(`self.__next_f.push([1,"a\\u003c/script\\u003e"])`),
      sha256("1"),
    ]);
  });

  it("hashes the text as the browser parses it, with its line endings made LF", () => {
    expect(hashInlineScripts("<script>a\r\nb\rc</script>")).toEqual([sha256("a\nb\nc")]);
  });
});
