import superjson from "superjson";
import { TRPC_ENDPOINT } from "@/lib/trpc/trpc-endpoint";
import { requestHeaders, uniqueIp } from "./auth-helpers";

export type TrpcHandler = (request: Request) => Promise<Response>;

/**
 * One HTTP request as the tRPC client makes it (trpc-client.test.ts pins that format): a query is
 * a GET with `?input=`, a mutation a JSON POST; batched, the inputs are keyed "0", "1", … and the
 * paths joined by commas. `inputs` are raw JSON texts, so a test can send what no serializer
 * would write (an own `__proto__` key, a broken superjson `meta`).
 */
export type WireCall = {
  paths: string[];
  type: "query" | "mutation";
  inputs: string[];
  batch: boolean;
  cookie?: string;
  method?: "GET" | "POST";
};

/** What a procedure answered: its data, or its error's code, status and message. */
export type Outcome =
  | { ok: true; data: unknown }
  | { ok: false; code: string; httpStatus: number; message: string; zodError: unknown };
export type Answer = { status: number; outcomes: Outcome[]; text: string; headers: Headers };

/** The client's wire text for an input: superjson's `{ json, meta }`. */
export function wireText(input: unknown): string {
  return JSON.stringify(superjson.serialize(input));
}

export function buildRequest(call: WireCall, ip = uniqueIp()): Request {
  const method = call.method ?? (call.type === "query" ? "GET" : "POST");
  const url = new URL(`http://localhost:3000${TRPC_ENDPOINT}/${call.paths.join(",")}`);
  const payload = call.batch
    ? `{${call.inputs.map((text, index) => `"${index}":${text}`).join(",")}}`
    : call.inputs[0]!;
  if (call.batch) url.searchParams.set("batch", "1");
  if (method === "GET") url.searchParams.set("input", payload);
  const headers = {
    ...requestHeaders(ip, call.cookie),
    "x-trpc-source": "react",
    ...(method === "POST" ? { "content-type": "application/json" } : {}),
  };
  return new Request(url, { method, headers, body: method === "POST" ? payload : undefined });
}

function fail(text: string, why: string): never {
  throw new Error(`not a tRPC answer (${why}): ${text.slice(0, 500)}`);
}

/** One item of the answer; anything else than tRPC's result or error shape fails the test. */
function readItem(item: unknown, text: string): Outcome {
  if (typeof item !== "object" || item === null) fail(text, "an item is not an object");
  if ("result" in item) {
    const data = (item.result as { data?: unknown } | null)?.data;
    if (typeof data !== "object" || data === null) fail(text, "result without data");
    return { ok: true, data: superjson.deserialize(data as never) };
  }
  if (!("error" in item)) fail(text, "neither result nor error");
  const error = (
    item.error as {
      json?: {
        message?: unknown;
        code?: unknown;
        data?: { code?: unknown; httpStatus?: unknown; zodError?: unknown };
      };
    } | null
  )?.json;
  const { message, code, data } = error ?? {};
  if (
    typeof message !== "string" ||
    typeof code !== "number" ||
    typeof data?.code !== "string" ||
    typeof data.httpStatus !== "number"
  )
    fail(text, "malformed error");
  return {
    ok: false,
    code: data.code,
    httpStatus: data.httpStatus,
    message,
    zodError: data.zodError ?? null,
  };
}

/** Sends `call` through `handler` in-process, as the production route receives it, and reads the answer. */
export async function sendCall(handler: TrpcHandler, call: WireCall, ip?: string): Promise<Answer> {
  const response = await handler(buildRequest(call, ip));
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail(text, `status ${response.status}, the body is not JSON`);
  }
  // A request refused as a whole (too large, unparsable) answers one error even when batched.
  const items = Array.isArray(json) ? json : [json];
  return {
    status: response.status,
    outcomes: items.map((item) => readItem(item, text)),
    text,
    headers: response.headers,
  };
}
