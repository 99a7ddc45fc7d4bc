import fc from "fast-check";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { serializePlainFirst } from "./serialize-plain-first";

/** What a reader of the stored or sent text gets back. */
const roundTrip = (serialized: unknown): unknown =>
  superjson.deserialize(
    JSON.parse(JSON.stringify(serialized)) as Parameters<typeof superjson.deserialize>[0],
  );

describe("serializePlainFirst", () => {
  it("gives back what superjson gives back, for values mixing JSON with dates, undefined, maps, sets and odd numbers", () => {
    const values = fc.anything({
      withDate: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withNullPrototype: true,
      withSparseArray: true,
      withObjectString: true,
      maxDepth: 4,
    });
    fc.assert(
      fc.property(values, (value) => {
        let expected: unknown;
        try {
          expected = roundTrip(superjson.serialize(value));
        } catch (error) {
          expect(() => serializePlainFirst(value)).toThrow((error as Error).message); // a key superjson refuses, refused alike
          return;
        }
        expect(roundTrip(serializePlainFirst(value))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the plain parts as they are and annotates only the others, at superjson's paths", () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({
      symbol: `S${index}`,
      lastPrice: index,
    }));
    // The shape of the person's cache: one query's key has an undefined field, another's answer a date.
    const cache = {
      queries: [
        {
          queryKey: [["screener", "run"], { input: { preset: undefined, page: 1 } }],
          state: { data: { rows } },
        },
        { queryKey: [["a.b"]], state: { data: { at: new Date(0), tags: new Set(["x"]) } } },
      ],
    };
    const { json, meta } = serializePlainFirst(cache) as { json: typeof cache; meta: unknown };
    expect(json.queries[0]!.state.data.rows).toBe(rows);
    expect(meta).toEqual({
      values: {
        "queries.0.queryKey.1.input.preset": ["undefined"],
        "queries.1.state.data.at": ["Date"],
        "queries.1.state.data.tags": ["set"],
      },
      v: 1,
    });
    expect(roundTrip({ json, meta })).toEqual(cache);
    // A dot in a key is escaped as superjson escapes it.
    expect(serializePlainFirst({ "a.b": { c: undefined } }).meta).toEqual({
      values: { "a\\.b.c": ["undefined"] },
      v: 1,
    });
  });

  it("hands a part past 64 nested levels to superjson whole, so a cycle ends and a hostile depth stays bounded", () => {
    const cycle: { self?: unknown; at?: Date } = { at: new Date(0) };
    cycle.self = cycle;
    const restored = roundTrip(serializePlainFirst(cycle)) as { self: { self: unknown } };
    expect(restored.self.self).toBeDefined();
    let deep: unknown = new Date(0);
    for (let i = 0; i < 80; i += 1) deep = [deep];
    expect(roundTrip(serializePlainFirst(deep))).toEqual(deep);
  });
});
