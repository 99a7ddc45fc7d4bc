import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { exceedsJsonDepth } from "./exceeds-json-depth";
import { MAX_INFLATED_BYTES, MAX_JSON_DEPTH } from "./ingest-limits";

/** A request /ingest refuses, with the status and the reason the sender is told. */
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
const gunzipAsync = promisify(gunzip);

/**
 * Inflates on the thread pool, in chunks, and stops as soon as the output passes the cap: a 1 MB
 * body holding 1 GB is refused after 10 MB, without blocking the event loop (docs/security.md,
 * "Memory"). The only decompression /ingest does, whatever header or form the gzip came with.
 * @see https://nodejs.org/api/zlib.html#class-options (maxOutputLength)
 */
async function inflate(body: Uint8Array): Promise<string> {
  try {
    return (await gunzipAsync(body, { maxOutputLength: MAX_INFLATED_BYTES })).toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
      throw new IngestError(
        413,
        `The batch is larger than ${MAX_INFLATED_BYTES / 1_000_000} MB once decompressed.`,
      );
    }
    throw new IngestError(400, "The body looks gzip-compressed but could not be decompressed.");
  }
}

/**
 * The JSON inside a capture request, in any of the forms posthog-js and posthog-node send:
 * gzip bytes (recognised by their magic bytes, whatever the content type or encoding says), a form
 * body `data=<base64 of JSON>`, or plain JSON. Text nested too deep is refused before parsing.
 * @see https://github.com/PostHog/posthog-js/blob/main/packages/browser/src/request.ts
 */
export async function decodeCaptureBody(body: Uint8Array): Promise<unknown> {
  let text =
    body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1]
      ? await inflate(body)
      : Buffer.from(body).toString("utf8");
  const trimmed = text.trim();
  if (trimmed.startsWith("data=")) {
    const data = new URLSearchParams(trimmed).get("data") ?? "";
    const decoded = Buffer.from(data, "base64").toString("utf8");
    text = decoded.trim().startsWith("{") || decoded.trim().startsWith("[") ? decoded : data;
  }
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH))
    throw new IngestError(400, `The events are nested deeper than ${MAX_JSON_DEPTH} levels.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new IngestError(
      400,
      "The body is not JSON, gzip-compressed JSON, or a base64 data= form.",
    );
  }
}
