import { type Agent, type IncomingHttpHeaders, request } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A request through node:http, with its answer's body as the server sent it: `fetch` would decode
 * a compressed body and hide its encoding, and run its web streams on the caller's thread.
 */
export function requestRaw(
  url: string,
  headers: Record<string, string>,
  { method = "GET", body, agent }: { method?: string; body?: Buffer; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end(body);
  });
}
