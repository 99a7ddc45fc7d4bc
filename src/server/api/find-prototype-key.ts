/** The property names superjson refuses to serialize (SPEC §5, §8). */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The first own key named `__proto__`, `constructor` or `prototype` anywhere in `value`, or null.
 * superjson checks these names only on its `meta` paths when deserializing, so plain JSON input
 * (where `JSON.parse` makes `__proto__` an own key) must be walked by us.
 * @see https://github.com/flightcontrolhq/superjson/blob/main/src/accessDeep.ts
 */
export function findPrototypeKey(value: unknown): string | null {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof Map) {
      pending.push(...current.values());
      continue;
    }
    if (current instanceof Set) {
      pending.push(...current);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (PROTOTYPE_KEYS.has(key)) return key;
      pending.push((current as Record<string, unknown>)[key]);
    }
  }
  return null;
}

/** superjson's own wording, so the client sees the same message either way. */
export function prototypePollutionMessage(key: string): string {
  return `Detected property ${key}. This is a prototype pollution risk, please remove it from your object.`;
}
