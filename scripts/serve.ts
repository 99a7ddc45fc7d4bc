import { createServer } from "node:http";
import next from "next";
import { SOCKET_IP_HEADER } from "@/server/auth/client-ip";

/**
 * The HTTP server around Next (a custom server, so we own the socket):
 * - SPEC §7 "no URL length limit": headers up to 1 MB, where Node's 16 KB default would answer a
 *   long batched GET with 431;
 * - the client's socket address in a header no client can forge, for per-IP rate limits.
 * @see https://nextjs.org/docs/app/guides/custom-server
 */
export const MAX_HTTP_HEADER_SIZE = 1_048_576;

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const app = next({ dev, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

createServer({ maxHeaderSize: MAX_HTTP_HEADER_SIZE }, (req, res) => {
  req.headers[SOCKET_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
  void handle(req, res);
}).listen(port, () => {
  console.log(`Marketdesk on http://localhost:${port}${dev ? " (development)" : ""}`);
});
