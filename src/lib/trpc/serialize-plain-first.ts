import superjson, { type SuperJSONResult } from "superjson";
import { isPlainJson } from "./is-plain-json";

/**
 * superjson's serialisation of `value`, without superjson's walk where it buys nothing: a value
 * made only of plain JSON is `{ json }` with no annotations, as superjson would make it, but
 * without the walk that copies every value (for a 500-symbol watchlist it took longer than the
 * SQL, bench/watchlist). An object met twice in such a value comes back as two equal copies
 * (superjson would restore one). Anything else (a Date, a Map, undefined) is superjson's own.
 */
export function serializePlainFirst(value: unknown): SuperJSONResult {
  return isPlainJson(value) ? { json: value as SuperJSONResult["json"] } : superjson.serialize(value);
}
