import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { compressAnswer } from "@/server/http/compress-answer";

/**
 * A bare node:http server on a loopback port that answers every request with `body`, compressed
 * for each request as the app's server compresses its answers (compress-answer.ts): no routing,
 * no session, no serialising, no fetch API. What a benchmark's client spends fetching from it is
 * the least any server on the same hardware could spend sending that answer to that client.
 */
export async function serveBareAnswer(
  body: Buffer,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void compressAnswer(body, req.headers["accept-encoding"]).then((compressed) => {
      const sent = compressed?.body ?? body;
      res
        .writeHead(200, {
          "content-type": "application/json",
          "content-length": String(sent.length),
          ...(compressed ? { "content-encoding": compressed.encoding } : {}),
        })
        .end(sent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
