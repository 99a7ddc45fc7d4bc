import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerWithFetchHandler } from "@/server/http/answer-with-fetch-handler";
import { createAppServer } from "@/server/http/create-app-server";

/** Everything the server writes on a raw connection until it closes it. */
function talk(port: number, write: (socket: ReturnType<typeof connect>) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => write(socket));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the HTTP server's own deadlines (HTTP_*_TIMEOUT_MS)", () => {
  let server: ReturnType<typeof createAppServer>;
  let port = 0;
  const bodiesRead: string[] = [];

  beforeAll(async () => {
    // Small deadlines, as the settings allow: the production server is built by the same factory.
    server = createAppServer({ headersMs: 300, requestMs: 600, keepAliveMs: 5_000 }, (req, res) => {
      void answerWithFetchHandler(
        async (request) => {
          bodiesRead.push(await request.text());
          return new Response("read");
        },
        req,
        res,
        new URL(req.url ?? "/", "http://127.0.0.1"),
        port,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a body that stops arriving with 408 and closes the connection", async () => {
    const answer = await talk(port, (socket) =>
      socket.write(
        "POST /ingest/e/ HTTP/1.1\r\nhost: x\r\ncontent-length: 1000\r\n\r\n" + "a".repeat(10),
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodiesRead).not.toContain("a".repeat(10));
  });

  it("closes a connection whose headers never end, and one that sends nothing", async () => {
    const partial = await talk(port, (socket) => socket.write("GET / HTTP/1.1\r\nhost: x\r\n"));
    expect(partial).toMatch(/^HTTP\/1\.1 408 /);
    expect(await talk(port, () => undefined)).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it("still serves a request that arrives whole", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "whole" });
    expect(await response.text()).toBe("read");
    expect(bodiesRead).toContain("whole");
  });
});
