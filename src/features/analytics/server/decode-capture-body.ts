import { gunzipSync } from "node:zlib";

/** A request /ingest cannot read, with the reason the sender is told. */
export class IngestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "IngestError";
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * The JSON inside a capture request, in any of the forms posthog-js and posthog-node send:
 * gzip bytes (recognised by their magic bytes, whatever the content type says), a form body
 * `data=<base64 of JSON>`, or plain JSON.
 * @see https://github.com/PostHog/posthog-js/blob/main/packages/browser/src/request.ts
 */
export function decodeCaptureBody(body: Uint8Array): unknown {
  let text: string;
  try {
    text = body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1] ? gunzipSync(body).toString("utf8") : Buffer.from(body).toString("utf8");
  } catch {
    throw new IngestError(400, "The body looks gzip-compressed but could not be decompressed.");
  }
  const trimmed = text.trim();
  if (trimmed.startsWith("data=")) {
    const data = new URLSearchParams(trimmed).get("data") ?? "";
    const decoded = Buffer.from(data, "base64").toString("utf8");
    text = decoded.trim().startsWith("{") || decoded.trim().startsWith("[") ? decoded : data;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new IngestError(400, "The body is not JSON, gzip-compressed JSON, or a base64 data= form.");
  }
}
