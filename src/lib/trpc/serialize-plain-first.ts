import superjson, { type SuperJSONResult } from "superjson";
import { PROTOTYPE_KEYS } from "./prototype-keys";

/** Deeper than any value of ours: past it a part goes to superjson whole (a cycle cannot loop here). */
const MAX_DEPTH = 64;

/** superjson's annotations, by path (its `meta.values`): a type, or a type with its parts' annotations. */
type Annotations = Record<string, unknown>;
/** Thrown by the walk on a key superjson refuses, so that superjson itself refuses it, as before. */
const REFUSED = Symbol("refused");

/** A path in superjson's syntax: keys joined by ".", a "." or "\" inside a key escaped. */
const stringifyPath = (path: readonly string[]) =>
  path.map((key) => key.replace(/\\/g, "\\\\").replace(/\./g, "\\.")).join(".");

/** A value JSON carries unchanged that holds no other: a string, a boolean, null, a finite number other than -0. */
function isPlainLeaf(value: unknown): value is string | boolean | number | null {
  return (
    value === null ||
    typeof value === "string" ||
    typeof value === "boolean" ||
    (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0))
  );
}

/** An array, or an object whose prototype is Object's or null: JSON's containers. */
function isContainer(value: unknown): value is unknown[] | Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/** superjson's serialisation of one part that JSON cannot carry as it is, its annotations put under `path`. */
function serializeAnnotated(
  value: unknown,
  path: readonly string[],
  annotations: Annotations,
): unknown {
  const part = superjson.serialize(value);
  const values = part.meta?.values;
  if (Array.isArray(values)) annotations[stringifyPath(path)] = values;
  else if (values)
    for (const [inner, annotation] of Object.entries(values))
      annotations[path.length > 0 ? `${stringifyPath(path)}.${inner}` : inner] = annotation;
  return part.json;
}

/**
 * The value as JSON carries it: plain parts as they are (the same objects, not copies), the
 * others replaced by superjson's text of them, with their annotations noted in `annotations`.
 */
function walk(value: unknown, path: string[], annotations: Annotations): unknown {
  if (isPlainLeaf(value)) return value;
  if (!isContainer(value) || path.length >= MAX_DEPTH)
    return serializeAnnotated(value, path, annotations);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      // An array with holes is superjson's to write (it drops the holes at the end).
      if (!(i in value)) return serializeAnnotated(value, path, annotations);
      path.push(String(i));
      const item = walk(value[i], path, annotations);
      path.pop();
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (PROTOTYPE_KEYS.has(key)) throw REFUSED;
    const original = (value as Record<string, unknown>)[key];
    path.push(key);
    const item = walk(original, path, annotations);
    path.pop();
    if (item !== original) (copy ??= { ...value })[key] = item;
  }
  return copy ?? value;
}

/**
 * superjson's serialisation of `value`, with superjson's walk only where it buys something: the
 * plain JSON parts are kept as they are, and only the parts JSON cannot carry (a Date, undefined,
 * a Map) go through superjson, each annotated at its place as superjson would annotate it. One
 * such part used to send the whole value through the walk that copies every value: a query key
 * with an `undefined` field sent the whole of the person's cache through it on every write, 50 ms
 * of a phone's main thread with the 4× slower CPU (bench/README.md), and for a 500-symbol
 * watchlist the walk took longer than the SQL (bench/watchlist). An object met twice comes back
 * as two equal copies (superjson would restore one). A key superjson refuses is refused by superjson.
 * @see https://github.com/flightcontrolhq/superjson/blob/main/src/plainer.ts (the annotations' paths)
 */
export function serializePlainFirst(value: unknown): SuperJSONResult {
  if (!isContainer(value)) return isPlainLeaf(value) ? { json: value } : superjson.serialize(value);
  const annotations: Annotations = {};
  let json: unknown;
  try {
    json = walk(value, [], annotations);
  } catch (error) {
    if (error === REFUSED) return superjson.serialize(value);
    throw error;
  }
  const plain = { json: json as SuperJSONResult["json"] };
  // The annotations' type is superjson's own tree type, which it does not export.
  return Object.keys(annotations).length === 0
    ? plain
    : {
        ...plain,
        meta: { values: annotations as NonNullable<SuperJSONResult["meta"]>["values"], v: 1 },
      };
}
