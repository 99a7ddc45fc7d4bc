import type { PersistedClient } from "@tanstack/react-query-persist-client";
import superjson, { type SuperJSONResult } from "superjson";
import { PROTOTYPE_KEYS } from "@/lib/trpc/prototype-keys";

type Meta = NonNullable<SuperJSONResult["meta"]>;
type DehydratedQuery = PersistedClient["clientState"]["queries"][number];

/** How long a task of `prepare` runs before it lets the page have the main thread. */
const SLICE_MS = 10;

/**
 * Gives the main thread back for a moment: a frame or an input waiting runs first.
 * `scheduler.yield` resumes ahead of other tasks (Chromium 129+); elsewhere a message to self is a
 * new task without setTimeout's clamping.
 * @see https://developer.chrome.com/blog/use-scheduler-yield
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Deeper than any answer of ours: past it an answer goes to superjson (a cycle cannot loop here). */
const MAX_DEPTH = 64;

/**
 * Whether JSON carries `value` as it is: strings, booleans, null, finite numbers other than -0, in
 * arrays without holes and objects of Object's prototype, with no key superjson refuses. superjson
 * writes such a value as `{ json: value }`, after a walk that costs a phone tens of milliseconds for
 * one screen of results the first time it runs (the screener's answer is all plain).
 */
function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1)
      if (!(index in value) || !isPlainJson(value[index], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value)
    if (PROTOTYPE_KEYS.has(key) || !isPlainJson((value as Record<string, unknown>)[key], depth + 1))
      return false;
  return true;
}

/** A query's answer worth serialising on its own: an object (an answer that is a number costs nothing). */
function ownData(query: DehydratedQuery): object | undefined {
  const data: unknown = query.state.data;
  return typeof data === "object" && data !== null ? data : undefined;
}

/**
 * superjson's result for the whole cache, from results for each answer: the answers' JSON placed where
 * they stand and their annotations' paths (superjson's `meta`, dotted paths from the root) prefixed
 * with that place. An answer that refers to itself (superjson's root equalities) is not spliced.
 * @see https://github.com/flightcontrolhq/superjson#using-the-api-directly
 */
function splice(client: PersistedClient, answers: (SuperJSONResult | undefined)[]): string {
  const usable = answers.map((answer) =>
    Array.isArray(answer?.meta?.referentialEqualities) ? undefined : answer,
  );
  const shell: PersistedClient = {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((query, index) =>
        usable[index] ? { ...query, state: { ...query.state, data: null } } : query,
      ),
    },
  };
  const { json, meta = {} } = superjson.serialize(shell);
  const values: Record<string, unknown> = { ...(meta.values as object | undefined) };
  const equalities: Record<string, string[]> = { ...(meta.referentialEqualities as object) };
  const queries = (json as { clientState: { queries: { state: { data: unknown } }[] } }).clientState
    .queries;
  usable.forEach((answer, index) => {
    if (!answer) return;
    const at = `clientState.queries.${index}.state.data`;
    queries[index]!.state.data = answer.json;
    const own = answer.meta?.values;
    if (Array.isArray(own)) values[at] = own;
    else for (const [path, value] of Object.entries(own ?? {})) values[`${at}.${path}`] = value;
    const same = (answer.meta?.referentialEqualities ?? {}) as Record<string, string[]>;
    for (const [path, others] of Object.entries(same))
      equalities[`${at}.${path}`] = others.map((other) => `${at}.${other}`);
  });
  const merged: Meta = { v: meta.v ?? 1 };
  if (Object.keys(values).length > 0) merged.values = values as Meta["values"];
  if (Object.keys(equalities).length > 0) merged.referentialEqualities = equalities;
  const spliced = merged.values || merged.referentialEqualities;
  return JSON.stringify(spliced ? { json, meta: merged } : { json });
}

/**
 * The persisted cache's text, superjson's format (what `superjson.parse` restores), made in slices.
 * superjson walks a value in script, several times slower than JSON.stringify: a few screens of
 * results took one task of 130–200 ms on a phone. An answer JSON carries as it is (isPlainJson)
 * skips that walk; `prepare` serialises each answer not yet serialised in tasks of about SLICE_MS,
 * yielding between them; `stringify` then only places them.
 * Answers are kept by identity (TanStack replaces an answer, never changes it in place), so an answer
 * unchanged since the last write is not serialised again, and a replaced one is let go (WeakMap).
 */
export function createPersistedClientSerializer() {
  const serialised = new WeakMap<object, SuperJSONResult>();
  const serialise = (data: object) => {
    let answer = serialised.get(data);
    if (!answer) {
      // An object met twice in a plain answer comes back as two equal copies (superjson would restore one).
      answer = isPlainJson(data)
        ? { json: data as SuperJSONResult["json"] }
        : superjson.serialize(data);
      serialised.set(data, answer);
    }
    return answer;
  };
  return {
    prepare: async (client: PersistedClient): Promise<void> => {
      let sliceStart = performance.now();
      for (const query of client.clientState.queries) {
        const data = ownData(query);
        if (!data || serialised.has(data)) continue;
        if (performance.now() - sliceStart >= SLICE_MS) {
          await yieldToMain();
          sliceStart = performance.now();
        }
        serialise(data);
      }
    },
    stringify: (client: PersistedClient): string =>
      splice(
        client,
        client.clientState.queries.map((query) => {
          const data = ownData(query);
          return data && serialise(data);
        }),
      ),
  };
}
