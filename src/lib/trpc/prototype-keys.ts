/**
 * The property names superjson refuses to carry either way, by throwing "Detected property X. This
 * is a prototype pollution risk" (docs/behaviour.md#validation).
 * @see https://github.com/flightcontrolhq/superjson/blob/main/src/plainer.ts
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
]);
