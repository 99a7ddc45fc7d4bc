import fc from "fast-check";
import superjson from "superjson";
import {
  hostileValue,
  markPrototypeKey,
  PROTOTYPE_KEY_MARK,
  spliceMarks,
} from "./procedure-hostile-values";

type Path = Array<string | number>;

/**
 * How one call's input is made hostile: one field of the procedure's valid sample replaced,
 * added or removed (so checks past the first are reached); the whole input replaced; a superjson
 * envelope whose `meta` lies about the values; or raw text that is not JSON at all.
 */
export type InputPlan =
  | { kind: "field"; at: number; op: "replace" | "add" | "remove"; key: string; value: unknown }
  | { kind: "whole"; value: unknown }
  | { kind: "meta"; at: number; meta: unknown; hostileJson: boolean; value: unknown }
  | { kind: "text"; text: string };

const isContainer = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) || Object.prototype.toString.call(value) === "[object Object]";

/** Every path into `value`, the root included; Dates and other class instances are leaves. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (!isContainer(value)) return [path];
  return [
    path,
    ...Object.entries(value).flatMap(([key, child]) =>
      pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function apply(sample: unknown, plan: Extract<InputPlan, { kind: "field" }>): unknown {
  const root = { value: structuredClone(sample) };
  const paths = pathsOf(root.value).map((path): Path => ["value", ...path]);
  const path = paths[plan.at % paths.length]!;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, root);
  const last = path.at(-1)!;
  const target = parent[last];
  if (plan.op === "remove") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (plan.op === "add" && Array.isArray(target)) target.push(plan.value);
  else if (plan.op === "add" && isContainer(target)) target[plan.key] = plan.value;
  else parent[last] = plan.value;
  return root.value;
}

const toWire = (envelope: unknown) => spliceMarks(JSON.stringify(envelope));

/** The wire text of one call's input, made from a fresh valid `sample` by `plan`. */
export function renderInput(plan: InputPlan, sample: unknown): string {
  if (plan.kind === "text") return plan.text;
  if (plan.kind === "whole") return toWire(superjson.serialize(plan.value));
  if (plan.kind === "field") return toWire(superjson.serialize(apply(sample, plan)));
  const paths = pathsOf(sample).filter((path) => path.length > 0);
  const json = superjson.serialize(plan.hostileJson ? plan.value : sample).json;
  const aimed =
    paths.length > 0
      ? { values: { [paths[plan.at % paths.length]!.join(".")]: plan.meta } }
      : { values: plan.meta };
  return toWire({ json, meta: plan.at % 3 === 0 ? plan.meta : aimed });
}

/** Strings that databases and drivers choke on: lone surrogates (low, then high), NUL, and SQL. */
const EXAMPLE_VALUES = ["\udc00\udc00x", "\ud800", "a\u0000b", "'; drop table users; --"];

/** Every field of `sample` replaced in turn by each example value: run first, whatever the seed. */
export function fieldExamples(sample: unknown): InputPlan[] {
  return pathsOf(sample).flatMap((_, at) =>
    EXAMPLE_VALUES.map((value) => ({
      kind: "field" as const,
      at,
      op: "replace" as const,
      key: "",
      value,
    })),
  );
}

const superjsonAnnotations = fc.constantFrom<unknown>(
  ["bigint"],
  ["Date"],
  ["map"],
  ["set"],
  ["regexp"],
  ["undefined"],
  ["number"],
  ["Error"],
  ["URL"],
  ["class"],
  [["custom", "nope"]],
  [["symbol", "x"]],
  [["typed-array", "Uint8Array"]],
  "bigint",
  7,
  null,
);
const hostileMeta = fc.oneof(
  superjsonAnnotations,
  fc.constantFrom<unknown>(
    { values: { "__proto__.polluted": ["undefined"] } },
    { values: { "constructor.prototype.polluted": ["undefined"] } },
    { referentialEqualities: { "": ["__proto__"] } },
    { referentialEqualities: { a: ["b.c.d"] } },
    { referentialEqualities: ["a"] },
    { values: "x", v: 99 },
    [],
  ),
  fc.dictionary(fc.string({ maxLength: 12 }), superjsonAnnotations).map((values) => ({ values })),
);
const rawTexts = fc.oneof(
  fc.constantFrom(
    "{",
    '{"json":',
    "[",
    "nul",
    '"unterminated',
    '{"json":1}}',
    "",
    "undefined",
    "{'json': 1}",
    '{"json": NaN}',
    '{"json": 1e999}',
    '{"json": 123456789012345678901234567890}',
    '{"json":"\\ud800"}',
    '{"json":"\\u0000"}',
    '{"json":{"a":1,"a":2}}',
    '{"__proto__":{"json":1}}',
  ),
  fc.string({ maxLength: 30 }),
);
const extraKeys = fc.oneof(
  fc.constantFrom(
    "isAdmin",
    "userId",
    "id",
    "type",
    "role",
    "plan",
    `${PROTOTYPE_KEY_MARK}__proto__`,
    `${PROTOTYPE_KEY_MARK}constructor`,
  ),
  fc.string({ maxLength: 10 }).map(markPrototypeKey),
);

export const inputPlan: fc.Arbitrary<InputPlan> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("field" as const),
      at: fc.nat(),
      op: fc.constantFrom(
        "replace" as const,
        "replace" as const,
        "add" as const,
        "remove" as const,
      ),
      key: extraKeys,
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("whole" as const), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("meta" as const),
      at: fc.nat(),
      meta: hostileMeta,
      hostileJson: fc.boolean(),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("text" as const), text: rawTexts }) },
);
