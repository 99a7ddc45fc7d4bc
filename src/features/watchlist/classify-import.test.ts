import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyImport, type ImportKnowledge } from "./classify-import";
import { parseSymbolList } from "./parse-symbol-list";

/** Few symbols, so pasted text, the list and the listing overlap often. */
const symbol = fc.constantFrom("AAPL", "MSFT", "ZZZZ", "BRK.B", "T1", "T2", "T3", "GONE");
const token = fc.oneof(
  symbol,
  symbol.map((s) => s.toLowerCase()),
  symbol.map((s) => `NASDAQ:${s}`),
  fc.constantFrom("not a ticker", "???", "$", "brk/b"),
);
const pasted = fc
  .tuple(fc.array(token, { maxLength: 12 }), fc.constantFrom(", ", " ", "\n", ";"))
  .map(([tokens, separator]) => tokens.join(separator));
const knowledge: fc.Arbitrary<ImportKnowledge> = fc.record({
  held: fc.uniqueArray(symbol).map((held) => new Set(held)),
  listed: fc.uniqueArray(symbol).map((listed) => new Set(listed)),
  room: fc.option(fc.nat(6), { nil: null }),
});

describe("classifyImport", () => {
  it("puts every pasted symbol in exactly one class, in the order given", () => {
    fc.assert(
      fc.property(pasted, knowledge, (text, known) => {
        const { symbols } = parseSymbolList(text);
        const classes = classifyImport(symbols, known);
        const all = Object.values(classes).flat();
        expect([...all].sort()).toEqual([...symbols].sort());
        for (const each of Object.values(classes))
          expect(each).toEqual(symbols.filter((s) => each.includes(s)));
        for (const s of classes.adding)
          expect(known.listed.has(s) && !known.held.has(s)).toBe(true);
        for (const s of classes.already) expect(known.held.has(s)).toBe(true);
        for (const s of classes.unknown)
          expect(known.listed.has(s) || known.held.has(s)).toBe(false);
      }),
    );
  });

  it("adds no more than the room, and leaves a symbol over it only when the room is full", () => {
    fc.assert(
      fc.property(pasted, knowledge, (text, known) => {
        const { adding, overLimit } = classifyImport(parseSymbolList(text).symbols, known);
        if (known.room !== null) expect(adding.length).toBeLessThanOrEqual(known.room);
        if (overLimit.length > 0) expect(adding.length).toBe(known.room);
      }),
    );
  });

  it("previews what the import then does: once added, the same text is all already there", () => {
    fc.assert(
      fc.property(pasted, knowledge, (text, known) => {
        const { symbols } = parseSymbolList(text);
        const preview = classifyImport(symbols, known);
        // The import classifies the distinct symbols sent (the router's Set) against the same state.
        const result = classifyImport([...new Set(symbols)], known);
        expect(result).toEqual(preview);
        if (preview.overLimit.length > 0) return;
        const after = classifyImport(symbols, {
          ...known,
          held: new Set([...known.held, ...preview.adding]),
          room: known.room === null ? null : known.room - preview.adding.length,
        });
        expect(after.adding).toEqual([]);
        expect(after.already).toEqual(
          [...preview.already, ...preview.adding].sort(byOrder(symbols)),
        );
        expect(after.unknown).toEqual(preview.unknown);
      }),
    );
  });

  it("answers the issue's paste: AAPL held, MSFT new, ZZZZ unlisted", () => {
    const classes = classifyImport(parseSymbolList("AAPL, msft, ZZZZ").symbols, {
      held: new Set(["AAPL"]),
      listed: new Set(["AAPL", "MSFT"]),
      room: 10,
    });
    expect(classes).toEqual({
      adding: ["MSFT"],
      already: ["AAPL"],
      unknown: ["ZZZZ"],
      overLimit: [],
    });
  });
});

const byOrder = (symbols: string[]) => (a: string, b: string) =>
  symbols.indexOf(a) - symbols.indexOf(b);
