import type { PersistedClient } from "@tanstack/react-query-persist-client";
import superjson from "superjson";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPersistedClientSerializer } from "./create-persisted-client-serializer";

type Query = PersistedClient["clientState"]["queries"][number];
type Mutation = PersistedClient["clientState"]["mutations"][number];

/** A dehydrated query with the fields the serializer reads; the others do not change its work. */
const query = (key: string, data: unknown): Query =>
  ({
    dehydratedAt: 1,
    queryKey: [key],
    queryHash: JSON.stringify([key]),
    state: { data, dataUpdatedAt: 1, status: "success", error: null, fetchStatus: "idle" },
  }) as unknown as Query;

const client = (queries: Query[], mutations: Mutation[] = []): PersistedClient => ({
  buster: "1.0.0+test",
  timestamp: 1_700_000_000_000,
  clientState: { mutations, queries },
});

afterEach(() => vi.restoreAllMocks());

describe("the persisted cache's text, serialised in slices", () => {
  it("restores with superjson as the whole cache serialised at once does", async () => {
    const shared = { symbol: "AAPL" };
    const answer = {
      asOf: new Date("2026-11-30T15:00:00Z"),
      bySector: new Map([["Tech", { since: new Date(0) }]]),
      symbols: new Set(["AAPL", "MSFT"]),
      missing: undefined,
      volume: 12n,
      "dotted.key": new Date(1),
      first: shared,
      again: [shared],
    };
    const kept = client(
      [
        query("screen", answer),
        query("count", 3),
        query("when", new Date(5)),
        query("list", [new Date(2), { at: new Date(3) }]),
        query("empty", null),
      ],
      [
        {
          mutationKey: ["watchlist", "add"],
          state: { submittedAt: 9, variables: { at: new Date(4) } },
        } as unknown as Mutation,
      ],
    );
    const serializer = createPersistedClientSerializer();
    await serializer.prepare(kept);
    const restored = superjson.parse<PersistedClient>(serializer.stringify(kept));
    expect(restored).toEqual(superjson.parse(superjson.stringify(kept)));
    const data = restored.clientState.queries[0]!.state.data as typeof answer;
    expect(data.asOf).toBeInstanceOf(Date);
    expect(data.again[0]).toBe(data.first); // superjson's referential equalities, at their place
    expect(restored.clientState.queries[2]!.state.data).toEqual(new Date(5));
  });

  it("writes plain JSON answers as superjson's own text", () => {
    const kept = client([query("screen", { rows: [{ symbol: "AAPL", price: 1.5, note: null }] })]);
    const text = createPersistedClientSerializer().stringify(kept);
    expect(text).toBe(superjson.stringify(kept));
  });

  it("keeps what JSON cannot carry as it is, where an answer is mostly plain", async () => {
    const sparse = [1, 2, 3];
    delete sparse[1]; // a hole, which superjson writes as it is and JSON would write as null
    const bare = Object.create(null) as Record<string, number>;
    bare.a = 1;
    class Price {
      constructor(readonly value: number) {}
    }
    const answers = [
      { rows: [{ change: Number.NaN }, { change: -0 }, { change: Number.POSITIVE_INFINITY }] },
      { rows: [{ note: undefined }], sparse },
      { bare, price: new Price(2) },
      { deep: JSON.parse(`${"[".repeat(80)}1${"]".repeat(80)}`) as unknown },
    ];
    const kept = client(answers.map((answer, index) => query(`q${index}`, answer)));
    const serializer = createPersistedClientSerializer();
    await serializer.prepare(kept);
    const restored = superjson.parse<PersistedClient>(serializer.stringify(kept));
    expect(restored).toEqual(superjson.parse(superjson.stringify(kept)));
    const first = restored.clientState.queries[0]!.state.data as { rows: { change: number }[] };
    expect(Object.is(first.rows[1]!.change, -0)).toBe(true);
  });

  it("refuses a key superjson refuses, as superjson does", () => {
    const kept = client([query("q", JSON.parse('{"rows":[{"__proto__":{"admin":true}}]}'))]);
    expect(() => superjson.stringify(kept)).toThrow(/prototype pollution/);
    expect(() => createPersistedClientSerializer().stringify(kept)).toThrow(/prototype pollution/);
  });

  it("writes a plain answer without superjson's walk", async () => {
    const serialize = vi.spyOn(superjson, "serialize");
    const plain = { rows: [{ symbol: "AAPL", price: 1.5, tags: ["a"], note: null }], total: 1 };
    const kept = client([query("screen", plain)]);
    const serializer = createPersistedClientSerializer();
    await serializer.prepare(kept);
    expect(serializer.stringify(kept)).toBe(superjson.stringify(kept));
    expect(serialize.mock.calls.filter(([value]) => value === plain)).toEqual([]);
  });

  it("serialises an answer once, however many writes keep it", async () => {
    const serialize = vi.spyOn(superjson, "serialize");
    const unchanged = { rows: [{ symbol: "AAPL", at: new Date(0) }] };
    const serializer = createPersistedClientSerializer();
    for (const price of [1, 2, 3]) {
      const kept = client([query("screen", unchanged), query("quote", { price })]);
      await serializer.prepare(kept);
      serializer.stringify(kept);
    }
    const ofUnchanged = serialize.mock.calls.filter(([value]) => value === unchanged);
    expect(ofUnchanged).toHaveLength(1);
  });

  it("lets the page's other tasks run between its slices", async () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (now += 6)); // each answer takes 6 ms
    const serialize = vi.spyOn(superjson, "serialize");
    const kept = client(
      Array.from({ length: 10 }, (_, index) => query(`q${index}`, { index, at: new Date(index) })),
    );
    let serialisedWhenOtherTaskRan = -1;
    const other = new MessageChannel();
    other.port1.onmessage = () => {
      serialisedWhenOtherTaskRan = serialize.mock.calls.length;
      other.port1.close();
    };
    other.port2.postMessage(null);
    await createPersistedClientSerializer().prepare(kept);
    expect(serialize).toHaveBeenCalledTimes(10);
    expect(serialisedWhenOtherTaskRan).toBeGreaterThan(0);
    expect(serialisedWhenOtherTaskRan).toBeLessThan(10);
  });
});
