import { PROTOTYPE_KEYS } from "@/lib/trpc/prototype-keys";
import { hasUnpairedSurrogate } from "@/lib/validation/unpaired-surrogates";

/** superjson's own wording, so the client sees the same message either way. */
export function prototypePollutionMessage(key: string): string {
  return `Detected property ${key}. This is a prototype pollution risk, please remove it from your object.`;
}

export const MALFORMED_TEXT_MESSAGE =
  "The request contains text that is not valid Unicode (an unpaired surrogate). Remove it and try again.";

/**
 * What no procedure may receive, found anywhere in a parsed input, as the sentence to refuse it
 * with; null when there is nothing. superjson checks the prototype names only on its `meta` paths
 * when deserializing, so plain JSON input (where `JSON.parse` makes `__proto__` an own key) must be
 * walked by us; and text with an unpaired surrogate turned into a 500 wherever it reached the
 * database, so it is refused here for every procedure at once (docs/security.md, "Input limits").
 * @see https://github.com/flightcontrolhq/superjson/blob/main/src/accessDeep.ts
 */
export function findInputProblem(value: unknown): string | null {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string" && hasUnpairedSurrogate(current)) return MALFORMED_TEXT_MESSAGE;
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof Map) {
      for (const [key, entry] of current) pending.push(key, entry);
      continue;
    }
    if (current instanceof Set) {
      for (const entry of current) pending.push(entry);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (PROTOTYPE_KEYS.has(key)) return prototypePollutionMessage(key);
      if (hasUnpairedSurrogate(key)) return MALFORMED_TEXT_MESSAGE;
      pending.push((current as Record<string, unknown>)[key]);
    }
  }
  return null;
}
