import { gunzipSync } from "node:zlib";
import type { Request } from "./fixtures";

/** The events of one capture request, whatever encoding posthog-js chose. */
export function eventsOf(
  request: Request,
): Array<{ event: string; uuid: string; timestamp?: string; properties: Record<string, unknown> }> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const text =
    body[0] === 0x1f && body[1] === 0x8b
      ? gunzipSync(body).toString("utf8")
      : body.toString("utf8");
  const payload = JSON.parse(
    text.startsWith("data=")
      ? Buffer.from(new URLSearchParams(text).get("data") ?? "", "base64").toString("utf8")
      : text,
  ) as unknown;
  const list = Array.isArray(payload)
    ? payload
    : Array.isArray((payload as { batch?: unknown }).batch)
      ? (payload as { batch: unknown[] }).batch
      : [payload];
  return list as Array<{
    event: string;
    uuid: string;
    timestamp?: string;
    properties: Record<string, unknown>;
  }>;
}
/** A posthog-js capture request to our /ingest proxy. */
export const isCapture = (request: Request) =>
  request.method() === "POST" && /\/ingest\/(e|i\/v0\/e)\//.test(request.url());
