import { describe, expect, it } from "vitest";
import {
  findInputProblem,
  MALFORMED_TEXT_MESSAGE,
  prototypePollutionMessage,
} from "./find-input-problem";

describe("findInputProblem", () => {
  it("finds own prototype keys at any depth, including the one JSON.parse creates", () => {
    expect(findInputProblem(JSON.parse('{"a":[{"b":{"__proto__":{"x":1}}}]}'))).toBe(
      prototypePollutionMessage("__proto__"),
    );
    expect(findInputProblem({ list: [{ constructor: 1 }] })).toBe(
      prototypePollutionMessage("constructor"),
    );
    expect(findInputProblem(new Map([["k", { prototype: true }]]))).toBe(
      prototypePollutionMessage("prototype"),
    );
  });

  it("finds an unpaired surrogate in a value or a key, and accepts a paired one", () => {
    expect(findInputProblem({ filter: { search: "\ud800" } })).toBe(MALFORMED_TEXT_MESSAGE);
    expect(findInputProblem(["\udc00\udc00x"])).toBe(MALFORMED_TEXT_MESSAGE);
    expect(findInputProblem(JSON.parse('{"\\udfff":1}'))).toBe(MALFORMED_TEXT_MESSAGE);
    expect(findInputProblem({ name: "chart 📈 up" })).toBeNull();
  });

  it("accepts ordinary input, including names that merely contain the words", () => {
    expect(
      findInputProblem({ proto: 1, constructorName: "x", nested: [new Set([1, "a"])] }),
    ).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });

  it("passes the names as values, and survives cycles", () => {
    expect(
      findInputProblem({ note: "__proto__ constructor prototype", list: ["prototype"] }),
    ).toBeNull();
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(findInputProblem(cyclic)).toBeNull();
  });

  it("walks very deep input without a stack overflow", () => {
    let deep: unknown = "\ud800";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findInputProblem(deep)).toBe(MALFORMED_TEXT_MESSAGE);
  });
});
