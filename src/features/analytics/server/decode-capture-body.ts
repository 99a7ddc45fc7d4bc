import { createGunzip } from "node:zlib";
import { exceedsJsonDepth } from "./exceeds-json-depth";
import { MAX_INFLATED_BYTES, MAX_JSON_DEPTH } from "./ingest-limits";

/** A request /ingest refuses, with the status, the reason the sender is told and, for a 429, the wait. */
export class IngestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "IngestError";
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];
/** A parsed batch takes about twice its JSON text in memory (measured on 3 MB of events), plus the text. */
const PARSE_BYTES_PER_CHAR = 3;

/**
 * Inflates as a stream on the thread pool, charging each piece to the request's bytes in flight,
 * and stops as soon as the output passes the cap: a 1 MB body holding 1 GB is refused after 10 MB,
 * without blocking the event loop (docs/security.md#memory). The only decompression /ingest does,
 * whatever header or form the gzip came with.
 */
async function inflate(body: Uint8Array, charge: (bytes: number) => void): Promise<string> {
  const gunzip = createGunzip();
  const chunks: Buffer[] = [];
  let size = 0;
  gunzip.end(body);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_INFLATED_BYTES) {
        throw new IngestError(
          413,
          `The batch is larger than ${MAX_INFLATED_BYTES / 1_000_000} MB once decompressed.`,
        );
      }
      charge(chunk.length);
      chunks.push(chunk);
    }
  } catch (error) {
    gunzip.destroy();
    if (error instanceof IngestError) throw error;
    throw new IngestError(400, "The body looks gzip-compressed but could not be decompressed.");
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

/**
 * The JSON inside a capture request, and its length in characters, in any of the forms posthog-js and posthog-node send:
 * gzip bytes (recognised by their magic bytes, whatever the content type or encoding says), a form
 * body `data=<base64 of JSON>`, or plain JSON. Text nested too deep is refused before parsing, and
 * the parse is charged to the bytes in flight before it starts.
 * @see https://github.com/PostHog/posthog-js/blob/main/packages/browser/src/request.ts
 */
export async function decodeCaptureBody(
  body: Uint8Array,
  charge: (bytes: number) => void,
): Promise<{ payload: unknown; chars: number }> {
  let text =
    body[0] === GZIP_MAGIC[0] && body[1] === GZIP_MAGIC[1]
      ? await inflate(body, charge)
      : Buffer.from(body).toString("utf8");
  const trimmed = text.trim();
  if (trimmed.startsWith("data=")) {
    const data = new URLSearchParams(trimmed).get("data") ?? "";
    const decoded = Buffer.from(data, "base64").toString("utf8");
    text = decoded.trim().startsWith("{") || decoded.trim().startsWith("[") ? decoded : data;
  }
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH))
    throw new IngestError(400, `The events are nested deeper than ${MAX_JSON_DEPTH} levels.`);
  charge(text.length * PARSE_BYTES_PER_CHAR);
  try {
    return { payload: JSON.parse(text), chars: text.length };
  } catch {
    throw new IngestError(
      400,
      "The body is not JSON, gzip-compressed JSON, or a base64 data= form.",
    );
  }
}
