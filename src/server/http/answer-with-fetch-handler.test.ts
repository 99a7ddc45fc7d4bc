import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { requestRaw } from "../../../tests/request-raw";
import { answerWithFetchHandler } from "./answer-with-fetch-handler";
import { MIN_COMPRESSED_BYTES } from "./compress-answer";
import type { FetchHandler } from "./direct-route";

const servers: Array<() => void> = [];
afterEach(() => servers.splice(0).forEach((close) => close()));

/** The client port of each request the last server made by `serve` answered: the same port, the same connection. */
let clientPorts: Array<number | undefined> = [];

/** A plain Node server that answers every request with `handler`, as scripts/serve.ts does for direct routes. */
async function serve(handler: FetchHandler): Promise<string> {
  clientPorts = [];
  const server = createServer((req, res) => {
    clientPorts.push(req.socket.remotePort);
    void answerWithFetchHandler(
      handler,
      req,
      res,
      new URL(req.url ?? "/", "http://localhost"),
      3000,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("answerWithFetchHandler (docs/decisions.md#server-calls)", () => {
  it("hands on the method, path, query, headers and a streamed body, with x-forwarded-* filled in as Next does", async () => {
    let seen: {
      method: string;
      url: string;
      body: string;
      headers: Record<string, string>;
    } | null = null;
    const origin = await serve(async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        body: await request.text(),
        headers: Object.fromEntries(request.headers),
      };
      return new Response("ok");
    });
    await fetch(`${origin}/api/trpc/a.b?batch=1&input=%7B%7D`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
      body: JSON.stringify({ n: 1 }),
    });
    expect(seen).toMatchObject({
      method: "POST",
      url: "http://localhost/api/trpc/a.b?batch=1&input=%7B%7D",
      body: '{"n":1}',
    });
    expect(seen!.headers).toMatchObject({
      "content-type": "application/json",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "3000",
      "x-forwarded-host": origin.slice("http://".length),
    });
    expect(seen!.headers["x-forwarded-for"]).toMatch(/127\.0\.0\.1/);
  });

  it("a body its reader stops reading early leaves the kept-alive connection usable for the next request", async () => {
    const origin = await serve(async (request) => {
      if (request.method !== "POST") return new Response("next");
      const reader = request.body!.getReader();
      await reader.read();
      await reader.cancel(); // as the 1 MB limit does
      return new Response("refused", { status: 413 });
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await requestRaw(
        `${origin}/upload`,
        { "content-type": "application/octet-stream" },
        { method: "POST", body: Buffer.alloc(4_000_000, 97), agent },
      );
      expect(refused.status).toBe(413);
      const next = await requestRaw(`${origin}/next`, {}, { agent });
      expect(next.body.toString()).toBe("next");
      expect(clientPorts).toEqual([clientPorts[0], clientPorts[0]]); // on the same connection, not a new one after it stalled
    } finally {
      agent.destroy();
    }
  });

  it("keeps every Set-Cookie and the status", async () => {
    const origin = await serve(async () => {
      const headers = new Headers({ "content-type": "application/json" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response("{}", { status: 201, headers });
    });
    const answer = await requestRaw(`${origin}/x`, {});
    expect(answer.status).toBe(201);
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("compresses an answer of 1 KB or more as the client takes it, brotli first, and says it varies", async () => {
    const large = "x".repeat(MIN_COMPRESSED_BYTES);
    const origin = await serve(
      async (request) =>
        new Response(new URL(request.url).pathname === "/large" ? large : "small", {
          headers: { vary: "accept" },
        }),
    );
    const brotli = await requestRaw(`${origin}/large`, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("accept, Accept-Encoding");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(large);
    const zipped = await requestRaw(`${origin}/large`, { "accept-encoding": "gzip, br;q=0" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(large);
    const plain = await requestRaw(`${origin}/large`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(large);
    const small = await requestRaw(`${origin}/small`, { "accept-encoding": "gzip, br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("small");
  });

  it("answers a handler's failure with a 500 that says so, and goes on answering", async () => {
    let calls = 0;
    const origin = await serve(async () => {
      calls += 1;
      if (calls === 1) throw new Error("boom");
      return new Response("fine");
    });
    const failed = await fetch(`${origin}/x`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe("The server could not answer. Try again.");
    expect(await (await fetch(`${origin}/x`)).text()).toBe("fine");
  });

  it("aborts the request's signal when the client goes before the answer", async () => {
    let entered!: (signal: AbortSignal) => void;
    const handling = new Promise<AbortSignal>((resolve) => (entered = resolve));
    const origin = await serve(async (request) => {
      entered(request.signal);
      return new Promise<Response>(() => undefined); // never answers
    });
    const client = httpRequest(`${origin}/slow`).on("error", () => undefined);
    client.end();
    const signal = await handling;
    const aborted = new Promise((resolve) => signal.addEventListener("abort", resolve));
    client.destroy();
    await aborted;
    expect(signal.aborted).toBe(true);
  });
});
