import { replaceUnpairedSurrogates } from "@/lib/validation/unpaired-surrogates";

const SURROGATE = /[\uD800-\uDFFF]/;
const TOO_LARGE = Symbol("too large");

/**
 * A string PostgreSQL stores: NUL removed (text and jsonb refuse it, 22021 and 22P05) and lone
 * surrogate halves replaced by U+FFFD (jsonb refuses them, 22P02). Unchanged strings are returned
 * as they are, so the common case costs two scans and no copy.
 */
export function cleanText(value: string): string {
  const withoutNul = value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  return SURROGATE.test(withoutNul) ? replaceUnpairedSurrogates(withoutNul) : withoutNul;
}

function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, not assignment: a key cleaned into "__proto__" would otherwise set the prototype.
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Makes a parsed JSON value storable, in place: every string and every key through cleanText
 * (docs/security.md, "Input limits": one client's NUL byte once failed every batch stored beside
 * it). Returns the value's size as JSON in characters (escapes not counted), or "too-large" as soon
 * as it passes `maxChars`, without walking the rest. The recursion is bounded by MAX_JSON_DEPTH,
 * which decodeCaptureBody checks before parsing.
 */
export function cleanForPostgres(root: unknown, maxChars: number): number | "too-large" {
  let size = 0;
  const grow = (chars: number) => {
    size += chars;
    if (size > maxChars) throw TOO_LARGE;
  };
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") {
      grow(value.length + 2);
      return cleanText(value);
    }
    if (Array.isArray(value)) {
      grow(value.length + 2);
      for (let index = 0; index < value.length; index += 1) {
        const child: unknown = value[index];
        const cleaned = visit(child);
        if (cleaned !== child) value[index] = cleaned;
      }
      return value;
    }
    if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      grow(2);
      for (const key of Object.keys(record)) {
        grow(key.length + 4);
        const child = record[key];
        const cleaned = visit(child);
        const cleanKey = cleanText(key);
        if (cleanKey !== key) delete record[key];
        if (cleanKey !== key || cleaned !== child) setOwn(record, cleanKey, cleaned);
      }
      return value;
    }
    grow(value === null || value === undefined ? 4 : String(value as number | boolean).length);
    return value;
  };
  try {
    visit(root);
    return size;
  } catch (error) {
    if (error === TOO_LARGE) return "too-large";
    throw error;
  }
}
