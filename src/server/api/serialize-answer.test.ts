import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { serializeAnswer } from "./serialize-answer";

const shared = { symbol: "AAPL" };
/** Answers superjson annotates: each must come out exactly as superjson has it. */
const annotated: Record<string, unknown> = {
  "a Date": { at: new Date("2021-03-01T15:00:00Z") },
  "an undefined field": { name: "Tech", shareToken: undefined },
  "NaN and Infinity": [Number.NaN, Number.POSITIVE_INFINITY],
  "-0": { change: -0 },
  "a BigInt": { volume: 10n },
  "a Map and a Set": { byId: new Map([["a", 1]]), tags: new Set(["x"]) },
  "one object twice": [shared, shared],
  "a hole": [1, , 3],
  "a class instance": { error: new RangeError("out of range") },
  "a __proto__ key": JSON.parse('{"__proto__": {"polluted": true}}'),
  "a RegExp": { pattern: /aapl/i },
};
/** Answers that are plain JSON, as most procedures' are. */
const plain: Record<string, unknown> = {
  "a screen's rows": {
    total: 5634,
    rows: [
      { symbol: "AAPL", name: "Apple Inc.", marketCap: 2.1e12, changePct: -0.75, pe: null },
      { symbol: "MSFT", name: "Microsoft", marketCap: 1.7e12, changePct: 1.25, pe: 34.2 },
    ],
    ignored: [],
  },
  "a string": "ok",
  null: null,
  "nested arrays": [[1, 2], [], [{ a: [true, false] }]],
  "an object without a prototype": Object.assign(Object.create(null), { a: 1 }),
};

/** What serialising gives, or the error it throws (superjson refuses a `__proto__` key). */
function outcomeOf(serialize: () => unknown): string {
  try {
    return JSON.stringify(serialize());
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

describe("serializeAnswer", () => {
  it.each(Object.entries(annotated))("leaves %s to superjson, exactly", (_, value) => {
    expect(outcomeOf(() => serializeAnswer(value))).toBe(
      outcomeOf(() => superjson.serialize(value as never)),
    );
  });

  it.each(Object.entries(plain))("sends %s as superjson would, without its walk", (_, value) => {
    const serialized = serializeAnswer(value);
    expect(serialized.json).toBe(value);
    expect(JSON.stringify(serialized)).toBe(JSON.stringify(superjson.serialize(value as never)));
    expect(superjson.deserialize(JSON.parse(JSON.stringify(serialized)))).toEqual(value);
  });
});
