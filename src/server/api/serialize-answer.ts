import superjson, { type SuperJSONResult } from "superjson";

/** Keys superjson treats with care on the way back: an answer holding one takes superjson's own path. */
const GUARDED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Whether `value` is what JSON carries unchanged, so superjson would add nothing to it: null,
 * strings, booleans, finite numbers other than -0, and arrays and plain objects of these with no
 * hole, no `undefined`, and no object met twice (superjson records repeated references).
 */
function isPlainJson(value: unknown, seen: Set<object>): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1)
      if (!(index in value) || !isPlainJson(value[index], seen)) return false;
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) {
    if (GUARDED_KEYS.has(key)) return false;
    if (!isPlainJson((value as Record<string, unknown>)[key], seen)) return false;
  }
  return true;
}

/**
 * A procedure's answer as superjson serialises it, without superjson's walk when the answer is
 * plain JSON: the walk copies every value and records its path, and for `screener.run`'s 50 rows
 * of 36 columns it was a third of the node's time per call (docs/scaling.md#per-request-cost). The
 * check is a plain traversal; an answer with a Date, a Map, a BigInt or anything else superjson
 * annotates takes superjson's own path, so the wire format is superjson's either way.
 */
export function serializeAnswer(value: unknown): SuperJSONResult {
  if (isPlainJson(value, new Set())) return { json: value as SuperJSONResult["json"] };
  // A value superjson cannot take (a function) fails there, as it would without this path.
  return superjson.serialize(value as Parameters<typeof superjson.serialize>[0]);
}
