import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { MIN_COMPRESSED_BYTES } from "../compress-answer";
import type { CachedPage } from "./create-page-cache";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A cached page's brotli and gzip copies, made once per render on libuv's thread pool and sent to
 * every visitor after, so at higher settings than an answer compressed per request
 * (compress-answer.ts): brotli at quality 5, gzip at level 6, each a few milliseconds for a page.
 */
export async function encodeCachedPage(body: Buffer): Promise<CachedPage["encoded"]> {
  if (body.length < MIN_COMPRESSED_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}
