import { request } from "node:http";
import { hashInlineScripts } from "./hash-inline-scripts";
import { getPageFillToken, PAGE_FILL_HEADER } from "./page-fill";

/** A page as the app rendered it for the page cache. */
export type RenderedPage = {
  status: number;
  /** The headers the cached answer repeats (its type, a redirect's target, Next's preloads). */
  headers: Record<string, string>;
  body: Buffer;
  /** The CSP hash sources of its inline scripts (hash-inline-scripts.ts). */
  scriptHashes: string[];
  /** A page with a cookie of its own is never kept: it would hand one person's cookie to everyone. */
  setsCookie: boolean;
};

const KEPT_HEADERS = ["content-type", "location", "link", "retry-after"] as const;

/** Where the server is listening, for its requests to itself. */
export type LoopbackAddress = { host: string; port: number };

/**
 * Renders `path` through this server (so through Next, its proxy and its limits) as the page cache's
 * own request: no cookie, no client header, and a fixed Host, so nothing a visitor sends can change
 * what every later visitor gets (web cache poisoning); uncompressed, so its scripts can be hashed.
 * @see https://portswigger.net/research/practical-web-cache-poisoning
 */
export function fillPage(address: LoopbackAddress, path: string): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const fill = request(
      {
        host: address.host,
        port: address.port,
        path,
        headers: {
          host: `localhost:${address.port}`,
          "accept-encoding": "identity",
          [PAGE_FILL_HEADER]: getPageFillToken(),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          resolve({
            status: response.statusCode ?? 500,
            headers,
            body,
            scriptHashes: hashInlineScripts(body.toString("utf8")),
            setsCookie: response.headers["set-cookie"] !== undefined,
          });
        });
      },
    );
    fill.on("error", reject);
    fill.end();
  });
}
