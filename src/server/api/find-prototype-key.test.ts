import { describe, expect, it } from "vitest";
import { findPrototypeKey } from "./find-prototype-key";

describe("findPrototypeKey (SPEC §5)", () => {
  it("finds each refused name at the top, deep in objects, and inside arrays", () => {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      expect(findPrototypeKey(JSON.parse(`{"${key}":1}`))).toBe(key);
      expect(findPrototypeKey(JSON.parse(`{"a":{"b":{"c":{"${key}":{}}}}}`))).toBe(key);
      expect(findPrototypeKey(JSON.parse(`[1,[{"x":[{"${key}":null}]}]]`))).toBe(key);
    }
  });

  it("passes ordinary data, including the names as values", () => {
    expect(findPrototypeKey({ note: "__proto__ constructor prototype", list: ["prototype"] })).toBeNull();
    expect(findPrototypeKey(null)).toBeNull();
    expect(findPrototypeKey("constructor")).toBeNull();
  });

  it("survives cycles", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(findPrototypeKey(cyclic)).toBeNull();
  });
});
