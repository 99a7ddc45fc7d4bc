import fc from "fast-check";

/**
 * Two things cannot be built as JS values and serialized: an own key named `__proto__`,
 * `constructor` or `prototype` (superjson refuses it; assigning `__proto__` sets the prototype), and
 * nesting thousands of levels deep (superjson's walker runs out of stack in the test first). Both
 * are written as marked strings and spliced into the wire text by `spliceMarks`. JSON.stringify
 * escapes the marks' control character, so no generated string can look like one by chance.
 */
export const PROTOTYPE_KEY_MARK = "\u0007prototype-key:";
const DEEP_MARK = "\u0007deep:";
const escapedMark = (mark: string) => JSON.stringify(mark).slice(1, -1);
const DEEP_MARK_PATTERN = new RegExp(
  `"${escapedMark(DEEP_MARK).replaceAll("\\", "\\\\")}(\\d+):([ao])"`,
  "g",
);

/** The wire text with marked keys made real own keys and deep marks replaced by the nesting they stand for. */
export function spliceMarks(wire: string): string {
  return wire
    .replaceAll(escapedMark(PROTOTYPE_KEY_MARK), "")
    .replace(DEEP_MARK_PATTERN, (_, depth: string, shape: string) => {
      const [open, close] = shape === "a" ? ["[", "]"] : ['{"a":', "}"];
      return `${open.repeat(Number(depth))}"bottom"${close.repeat(Number(depth))}`;
    });
}

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * `key` marked when it is one of the prototype keys: fast-check's strings and JSON values come up
 * with them (it biases towards such strings), and superjson then refuses to serialize the input
 * in the test, before any request is sent. Marked, they still reach the server as real own keys.
 */
export const markPrototypeKey = (key: string): string =>
  PROTOTYPE_KEYS.has(key) ? `${PROTOTYPE_KEY_MARK}${key}` : key;

/** `value` with every prototype key of its objects marked (markPrototypeKey), at any depth. */
export function markPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(markPrototypeKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [markPrototypeKey(key), markPrototypeKeys(child)]),
  );
}

const codeUnits = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCharCode(code));

const controlStrings = fc.string({
  unit: fc.oneof(codeUnits(0, 0x1f), codeUnits(0x7f, 0x9f), fc.constant("a")),
  minLength: 1,
  maxLength: 24,
});
const loneSurrogates = fc.string({
  unit: fc.oneof(codeUnits(0xd800, 0xdfff), fc.constant("x")),
  minLength: 1,
  maxLength: 8,
});
const unicodeEdges = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\uFEFFname",
  "\u202Egnp.exe",
  "\u200B",
  "𝕏𝕐",
  "👩‍👩‍👧‍👦",
  "\uFFFF\uFFFE",
  "e\u0301",
  "İı",
  "ß",
  "\u2028\u2029",
  "\\",
  '"',
  "%00",
  "%",
  "\r\n",
  "ﷺ",
  " ",
  "",
);
const sqlMetacharacters = fc.constantFrom(
  "'; drop table users; --",
  "' or '1'='1",
  '" or 1=1 --',
  "'; select pg_sleep(1); --",
  "%' or '%'='",
  "\\'; --",
  "$$; drop table users; $$",
  "*/ select 1 /*",
  "AAPL'); delete from saved_screen; --",
  "_%",
);
const hugeStrings = fc
  .tuple(
    fc.integer({ min: 1_000, max: 200_000 }),
    fc.constantFrom("a", "é", "😀", "\u0000", "'", " ", "\\"),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Hundreds to tens of thousands of nested arrays or objects: deep enough to break a recursive walker. */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 40_000 }), fc.constantFrom("a", "o"))
  .map(([depth, shape]) => `${DEEP_MARK}${depth}:${shape}`);

/** Numbers at the edges; NaN, ±Infinity, -0 and bigints travel as superjson `meta`, as the client sends them. */
const extremeNumbers = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    2 ** 53 + 2,
    -(2 ** 63),
    1e21,
    0.1,
    -1,
  ),
  fc.constantFrom(10n ** 400n, -(2n ** 64n), 0n),
  fc.double(),
  fc.bigInt(),
);

/** Types superjson can carry that no schema of ours expects. */
const superjsonTypes = fc.constantFrom<unknown>(
  undefined,
  new Date(8.64e15),
  new Date(Number.NaN),
  new Date(0),
  new Map<unknown, unknown>([
    ["a", 1],
    [{}, "object key"],
  ]),
  new Set([1, "a"]),
  /a+$/gi,
  new Error("boom"),
  new URL("javascript:alert(1)"),
);

const wrongTypes = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, "", [], {}, [[]], { 0: "a" }),
  fc.jsonValue({ maxDepth: 3 }).map(markPrototypeKeys),
);

const prototypeKeyed = fc
  .tuple(
    fc.constantFrom("__proto__", "constructor", "prototype"),
    fc.jsonValue({ maxDepth: 1 }).map(markPrototypeKeys),
    fc.boolean(),
  )
  .map(([key, value, nested]) => {
    const own = { [`${PROTOTYPE_KEY_MARK}${key}`]: { polluted: true, value } };
    return nested ? { ok: "yes", deeper: [own] } : own;
  });

/** One hostile value of any of the families the issue names. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongTypes },
  { weight: 2, arbitrary: extremeNumbers },
  { weight: 2, arbitrary: sqlMetacharacters },
  { weight: 2, arbitrary: controlStrings },
  { weight: 2, arbitrary: loneSurrogates },
  { weight: 2, arbitrary: unicodeEdges },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: hugeStrings },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: superjsonTypes },
  { weight: 1, arbitrary: prototypeKeyed },
);
