import { TRPCError } from "@trpc/server";
import { findPrototypeKey, prototypePollutionMessage } from "./find-prototype-key";
import { readLimitedBody } from "./read-limited-body";

/** Bodies over 1 MB are refused with 413 before tRPC parses them. */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * Checks what must be checked on the raw wire text, before tRPC and superjson see it: the body
 * size, and the prototype names (SPEC §5, §8). superjson copies inputs by assignment, which turns
 * an own `__proto__` key into the object's prototype, so afterwards it can no longer be seen.
 * Returns the request to hand on (its body re-readable) and the refusal, if any.
 */
export async function screenTrpcRequest(incoming: Request): Promise<{ request: Request; refusal: TRPCError | null }> {
  let request = incoming;
  let rawInput = new URL(incoming.url).searchParams.get("input");
  if (incoming.method !== "GET" && incoming.method !== "HEAD") {
    const body = await readLimitedBody(incoming, MAX_BODY_BYTES);
    if (body === "too-large") {
      const emptied = new Request(incoming.url, { method: incoming.method, headers: incoming.headers, body: "{}" });
      return { request: emptied, refusal: new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: "The request is larger than 1 MB." }) };
    }
    rawInput = new TextDecoder().decode(body);
    request = new Request(incoming.url, { method: incoming.method, headers: incoming.headers, body: body as Uint8Array<ArrayBuffer> });
  }
  let parsed: unknown;
  try {
    parsed = rawInput ? JSON.parse(rawInput) : undefined;
  } catch {
    return { request, refusal: null }; // malformed JSON: tRPC answers it with its own PARSE_ERROR
  }
  const key = findPrototypeKey(parsed);
  return { request, refusal: key ? new TRPCError({ code: "BAD_REQUEST", message: prototypePollutionMessage(key) }) : null };
}
