import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIN_PACKED_ROWS, type PackedPath, packRows, unpackRows } from "./pack-rows";

/** Packed, sent as JSON text and unpacked, as an answer crosses the wire. */
function roundTrip(value: unknown): { back: unknown; paths: PackedPath[] } {
  const paths: PackedPath[] = [];
  const text = JSON.stringify(packRows(value, paths));
  return {
    back: unpackRows(JSON.parse(text), JSON.parse(JSON.stringify(paths)) as PackedPath[]),
    paths,
  };
}

const row = fc.record({
  symbol: fc.string(),
  price: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
  tags: fc.array(fc.jsonValue(), { maxLength: 2 }),
});
const table = fc.array(row, { maxLength: 2 * MIN_PACKED_ROWS });

describe("packRows and unpackRows", () => {
  it("give back every answer as it was, tables at any depth and of any length included", () => {
    const answer = fc.jsonValue().chain((other) =>
      fc.record({
        rows: table,
        nested: fc.array(fc.record({ rows: table, other: fc.constant(other) }), { maxLength: 3 }),
        top: table,
      }),
    );
    fc.assert(
      fc.property(answer, (value) => {
        expect(roundTrip(value).back).toEqual(JSON.parse(JSON.stringify(value)));
        expect(roundTrip(value.top).back).toEqual(JSON.parse(JSON.stringify(value.top)));
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(roundTrip(value).back).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it("packs exactly the arrays of MIN_PACKED_ROWS or more objects with the same keys in the same order", () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ a: index, b: "x" }));
    const value = {
      many: rows(MIN_PACKED_ROWS),
      few: rows(MIN_PACKED_ROWS - 1),
      mixed: [...rows(MIN_PACKED_ROWS), { b: "x", a: 1 }],
      empty: Array.from({ length: MIN_PACKED_ROWS }, () => ({})),
      inside: [{ list: rows(MIN_PACKED_ROWS) }],
    };
    const paths: PackedPath[] = [];
    const packed = packRows(value, paths) as typeof value;
    expect(paths).toEqual([["many"], ["inside", 0, "list"]]);
    expect(packed.many).toEqual([
      ["a", "b"],
      ...rows(MIN_PACKED_ROWS).map((each) => [each.a, each.b]),
    ]);
    expect(packed.few).toBe(value.few);
    expect(packed.mixed).toBe(value.mixed);
    expect(packed.empty).toBe(value.empty);
  });

  it("never changes the answer it packs, and hands back what holds no table as itself", () => {
    const value = {
      list: { rows: Array.from({ length: MIN_PACKED_ROWS }, (_, index) => ({ n: index })) },
      other: { kept: [1, 2] },
    };
    const before = structuredClone(value);
    const packed = packRows(value, []) as typeof value;
    expect(value).toEqual(before);
    expect(packed.other).toBe(value.other);
    const plain = { a: [{ b: 1 }], c: "d" };
    expect(packRows(plain, [])).toBe(plain);
  });

  it("refuses packed rows that are malformed or name a prototype key", () => {
    expect(() => unpackRows({ rows: [["a"], [1, 2]] }, [["rows"]])).toThrow(
      'packed rows at "rows" are malformed',
    );
    expect(() => unpackRows({ rows: "x" }, [["rows"]])).toThrow("malformed");
    expect(() => unpackRows({}, [["missing", 0]])).toThrow("malformed");
    expect(() => unpackRows({ rows: [["__proto__"], [{ polluted: true }]] }, [["rows"]])).toThrow(
      "malformed",
    );
    // A path through a prototype, or through a property the answer does not own, writes nothing outside the answer.
    expect(() => unpackRows({}, [["__proto__", "polluted"]])).toThrow("malformed");
    expect(() =>
      unpackRows(JSON.parse('{"__proto__":{"rows":[["a"],[1]]}}'), [["__proto__", "rows"]]),
    ).toThrow("malformed");
    expect(() => unpackRows({ rows: [] }, [["constructor", "prototype", "polluted"]])).toThrow(
      "malformed",
    );
    expect(() => unpackRows({ list: {} }, [["list", "toString"]])).toThrow("malformed");
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
