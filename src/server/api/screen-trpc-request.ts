import { TRPCError } from "@trpc/server";
import { findInputProblem } from "./find-input-problem";
import { isCrossSiteRequest } from "./is-cross-site-request";
import { readLimitedBody } from "./read-limited-body";

/** Bodies over 1 MB are refused with 413 before tRPC parses them. */
export const MAX_BODY_BYTES = 1_000_000;

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Mutations are accepted only as JSON from our own site (docs/security.md, "Cross-site requests").
 * A form, multipart or text/plain body is what another site can make a browser send with the
 * visitor's cookies and no preflight; tRPC 11 itself would read form data.
 */
function refuseUnsafeMutation(request: Request): TRPCError | null {
  if (!JSON_CONTENT_TYPE.test(request.headers.get("content-type") ?? "")) {
    return new TRPCError({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Changes must be sent as JSON (content-type: application/json).",
    });
  }
  if (isCrossSiteRequest(request.headers))
    return new TRPCError({
      code: "FORBIDDEN",
      message: "Requests from other sites are refused. Use Marketdesk itself.",
    });
  return null;
}

/**
 * Checks what must be checked on the raw wire text, before tRPC and superjson see it: where a
 * mutation comes from, the body size, the prototype names (docs/behaviour.md#validation) and malformed text. superjson copies
 * inputs by assignment, which turns an own `__proto__` key into the object's prototype, so
 * afterwards it can no longer be seen. Returns the request to hand on (its body re-readable) and
 * the refusal, if any.
 */
export async function screenTrpcRequest(
  incoming: Request,
): Promise<{ request: Request; refusal: TRPCError | null }> {
  let request = incoming;
  let rawInput = new URL(incoming.url).searchParams.get("input");
  if (incoming.method !== "GET" && incoming.method !== "HEAD") {
    const unsafe = refuseUnsafeMutation(incoming);
    const body = unsafe ? "refused" : await readLimitedBody(incoming, MAX_BODY_BYTES);
    if (body === "too-large" || body === "refused") {
      const emptied = new Request(incoming.url, {
        method: incoming.method,
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return {
        request: emptied,
        refusal:
          unsafe ??
          new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: "The request is larger than 1 MB." }),
      };
    }
    rawInput = new TextDecoder().decode(body);
    request = new Request(incoming.url, {
      method: incoming.method,
      headers: incoming.headers,
      body: body as Uint8Array<ArrayBuffer>,
    });
  }
  let parsed: unknown;
  try {
    parsed = rawInput ? JSON.parse(rawInput) : undefined;
  } catch {
    return { request, refusal: null }; // malformed JSON: tRPC answers it with its own PARSE_ERROR
  }
  const problem = findInputProblem(parsed);
  return {
    request,
    refusal: problem ? new TRPCError({ code: "BAD_REQUEST", message: problem }) : null,
  };
}
