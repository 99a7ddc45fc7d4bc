import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { MIN_PACKED_ROWS } from "./pack-rows";
import { wireTransformer } from "./wire-transformer";

const { serialize, deserialize } = wireTransformer.output;
/** What the client holds after the answer crossed the wire. */
const overTheWire = (value: unknown): unknown =>
  deserialize(JSON.parse(JSON.stringify(serialize(value))));

describe("the wire transformer's answers", () => {
  it("are exactly superjson's, for plain JSON without tables and for everything superjson annotates", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        let expected: unknown;
        try {
          expected = superjson.serialize(value);
        } catch (error) {
          // A key superjson refuses ("prototype"): refused alike.
          expect(() => serialize(value)).toThrow((error as Error).message);
          return;
        }
        const answer = serialize(value) as { packed?: unknown };
        // A table of MIN_PACKED_ROWS or more rows travels packed (pack-rows.test.ts); the rest as superjson's.
        if (!answer.packed) expect(answer).toEqual(expected);
      }),
    );
    const annotated = [
      new Date(0),
      { at: new Date(1) },
      [1, undefined],
      { gone: undefined },
      Number.NaN,
      -0,
      Infinity,
      new Map([["a", 1]]),
      new Set([1]),
      10n,
      /re/g,
      [1, , 3],
    ];
    for (const value of annotated)
      expect(serialize(value), String(value)).toEqual(superjson.serialize(value));
    // And what superjson refuses is refused alike.
    expect(() => serialize(JSON.parse('{"rows":[{"__proto__":1}]}'))).toThrow(
      "Detected property __proto__",
    );
    expect(() => serialize({ constructor: 1 })).toThrow("Detected property constructor");
  });

  it("arrive as superjson's do: dates as dates, plain rows as they were", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!JSON.stringify(value).match(/"(__proto__|constructor|prototype)":/));
        expect(overTheWire(value)).toEqual(superjson.parse(superjson.stringify(value)));
      }),
    );
    const answer = {
      at: new Date("2026-11-23T10:00:00Z"),
      rows: [{ symbol: "AAPL", lastPrice: 182.1, note: null }],
      tags: new Set(["a"]),
    };
    expect(overTheWire(answer)).toEqual(answer);
  });

  it("send a table's rows packed, and give them back as the objects they were", () => {
    const rows = Array.from({ length: MIN_PACKED_ROWS }, (_, index) => ({
      symbol: `S${index}`,
      lastPrice: index,
      note: null,
    }));
    const answer = { id: "list", rows, few: rows.slice(0, 2) };
    expect(serialize(answer)).toEqual({
      json: {
        id: "list",
        rows: [
          ["symbol", "lastPrice", "note"],
          ...rows.map((row) => [row.symbol, row.lastPrice, null]),
        ],
        few: answer.few,
      },
      packed: [["rows"]],
    });
    expect(overTheWire(answer)).toEqual(answer);
    // A table with a date in it is superjson's to annotate, and is not packed.
    const dated = rows.map((row) => ({ ...row, at: new Date(0) }));
    expect(serialize(dated)).toEqual(superjson.serialize(dated));
    expect(overTheWire(dated)).toEqual(dated);
  });

  it("send a plain answer as itself, without superjson's walk and copy", () => {
    const rows = [{ symbol: "AAPL", monthCloses: "1,2" }];
    expect(serialize(rows)).toEqual({ json: rows });
    expect((serialize(rows) as { json: unknown }).json).toBe(rows);
  });
});
