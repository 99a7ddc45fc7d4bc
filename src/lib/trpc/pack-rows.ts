import { PROTOTYPE_KEYS } from "./prototype-keys";

/** Fewer rows than this travel as they are: their repeated names cost little and stay readable in the network panel. */
export const MIN_PACKED_ROWS = 10;

/** Where a packed array sits in an answer: the object keys and array indexes that lead to it. */
export type PackedPath = Array<string | number>;

type Row = Record<string, unknown>;

/** The keys every item of `items` has, in the same order, when all are objects with keys and there are enough of them; else null. */
function sharedKeys(items: unknown[]): string[] | null {
  if (items.length < MIN_PACKED_ROWS) return null;
  const first = items[0];
  if (typeof first !== "object" || first === null || Array.isArray(first)) return null;
  const keys = Object.keys(first);
  if (keys.length === 0) return null;
  for (const item of items) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return null;
    // for…in rather than Object.keys: no array per row. Only plain objects reach here (an answer superjson would not annotate: serialize-plain-first.ts), so it lists their own keys.
    let index = 0;
    for (const key in item) if (key !== keys[index++]) return null;
    if (index !== keys.length) return null;
  }
  return keys;
}

/**
 * `value` (plain JSON: serialize-plain-first.ts) with each array of at least MIN_PACKED_ROWS objects that
 * share their keys written as `[keys, ...values]`: the keys once, then each object's values in
 * their order; `paths` lists where. A table's rows repeat the same dozen names on every row: for a
 * 500-symbol watchlist they were a third of the answer (196 kB to 126 kB), and every byte is
 * written, copied and decoded on both sides (docs/behaviour.md#server-calls). Returns `value`
 * itself where nothing inside is packed; never changes it.
 */
export function packRows(value: unknown, paths: PackedPath[], path: PackedPath = []): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const keys = sharedKeys(value);
    if (keys) {
      paths.push([...path]);
      const packed: unknown[] = [keys];
      for (const row of value) packed.push(keys.map((key) => (row as Row)[key]));
      return packed;
    }
    return copyChanged(value, value.keys(), (index) => value[index], paths, path) as unknown[];
  }
  const row = value as Row;
  return copyChanged(row, Object.keys(row), (key) => row[key], paths, path);
}

/** `container` with its packed children, copied only when one of them changed. */
function copyChanged<K extends string | number>(
  container: object,
  keys: Iterable<K>,
  read: (key: K) => unknown,
  paths: PackedPath[],
  path: PackedPath,
): object {
  let copy: Record<K, unknown> | null = null;
  for (const key of keys) {
    const child = read(key);
    if (typeof child !== "object" || child === null) continue;
    path.push(key);
    const packed = packRows(child, paths, path);
    path.pop();
    if (packed !== child)
      (copy ??= (Array.isArray(container) ? [...container] : { ...container }) as Record<
        K,
        unknown
      >)[key] = packed;
  }
  return copy ?? container;
}

const malformed = (path: PackedPath) =>
  new Error(`The answer's packed rows at "${path.join(".")}" are malformed.`);

/** The container that holds the last key of `path`, walking own properties only; a prototype name is refused. */
function parentOf(root: unknown, path: PackedPath): Row {
  let parent: unknown = null;
  let node = root;
  for (const key of path) {
    if (
      typeof node !== "object" ||
      node === null ||
      PROTOTYPE_KEYS.has(String(key)) ||
      !Object.hasOwn(node, key)
    )
      throw malformed(path);
    parent = node;
    node = (node as Row)[key];
  }
  return parent as Row;
}

/**
 * The answer `packRows` packed, with each packed array back as its objects. `json` is the wire's
 * own parse, so it is changed in place. A path that does not lead to a packed array through the
 * answer's own properties, or a prototype's name (prototype-keys.ts) as a path step or a column,
 * is refused: the answer is malformed, and nothing outside it is ever written.
 */
export function unpackRows(json: unknown, paths: PackedPath[]): unknown {
  let root = json;
  for (const path of paths) {
    if (path.length === 0) {
      root = readPacked(root, path);
      continue;
    }
    const parent = parentOf(root, path);
    parent[path.at(-1)!] = readPacked(parent[path.at(-1)!], path);
  }
  return root;
}

function readPacked(packed: unknown, path: PackedPath): Row[] {
  const [keys, ...values] = Array.isArray(packed) ? (packed as unknown[]) : [];
  if (
    !Array.isArray(keys) ||
    !keys.every((key) => typeof key === "string" && !PROTOTYPE_KEYS.has(key))
  )
    throw malformed(path);
  return values.map((row) => {
    if (!Array.isArray(row) || row.length !== keys.length) throw malformed(path);
    const object: Row = {};
    for (let index = 0; index < keys.length; index += 1) object[keys[index] as string] = row[index];
    return object;
  });
}
