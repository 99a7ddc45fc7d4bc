/**
 * Where the process keeps its one-of-a-kind objects (the database handle, the Redis client, the
 * job queue, the mailer, the rate limits): on `globalThis`, under a registry symbol, because
 * Next's dev server re-evaluates modules on reload and its bundles can load one module twice; a
 * second PGlite on the same folder would corrupt it, a second queue would run a second set of
 * workers, a second pool would hold connections no one closes.
 * @see https://nextjs.org/docs/app/guides/local-development
 */
type Box = { value: unknown };
const store = globalThis as unknown as Record<symbol, Box | undefined>;

const keyOf = (name: string) => Symbol.for(`marketdesk.${name}`);

/** The process's `name`, made by `create` on first use (never at import). */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = keyOf(name);
  store[key] ??= { value: create() };
  return store[key].value as T;
}

/** Forgets the process's `name`, so the next use makes it anew (after it failed to start). */
export function forgetProcessSingleton(name: string): void {
  store[keyOf(name)] = undefined;
}
