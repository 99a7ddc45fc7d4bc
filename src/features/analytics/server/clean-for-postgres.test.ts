import { describe, expect, it } from "vitest";
import { cleanForPostgres, cleanText } from "./clean-for-postgres";

describe("cleanText", () => {
  it("removes NUL and replaces lone surrogate halves, keeping pairs and everything else", () => {
    expect(cleanText("a\u0000b\u0000")).toBe("ab");
    expect(cleanText("x\uD800y\uDC00z")).toBe("x\uFFFDy\uFFFDz");
    expect(cleanText("\uD83D\u0000\uDE00")).toBe("😀");
    const plain = "plain 😀 é";
    expect(cleanText(plain)).toBe(plain);
  });
});

describe("cleanForPostgres", () => {
  it("cleans every string and key at any depth, in place", () => {
    const value = JSON.parse('{"a\\u0000b":["\\u0000",{"k":"\\ud800"}],"n":1,"ok":"x"}') as Record<
      string,
      unknown
    >;
    cleanForPostgres(value, 1_000);
    expect(value).toEqual({ ab: ["", { k: "\uFFFD" }], n: 1, ok: "x" });
    expect(JSON.stringify(value)).not.toMatch(/\\u0000|\\ud[89ab]/i);
  });

  it("keeps a key cleaned into __proto__ as an own key, without touching the prototype", () => {
    const value = JSON.parse('{"__pro\\u0000to__":{"polluted":true}}') as Record<string, unknown>;
    cleanForPostgres(value, 1_000);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("measures the value as its JSON length and stops past the limit", () => {
    const value = {
      event: "e",
      properties: { list: [1, true, null, "abc"], nested: { deep: "x".repeat(50) } },
    };
    const size = cleanForPostgres(value, 1_000);
    expect(size).toBeTypeOf("number");
    // One comma too many per array and object: an estimate within a few characters.
    expect(Math.abs((size as number) - JSON.stringify(value).length)).toBeLessThanOrEqual(4);
    expect(cleanForPostgres({ big: "x".repeat(2_000) }, 1_000)).toBe("too-large");
  });
});
