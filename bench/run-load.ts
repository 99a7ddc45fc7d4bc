import { Agent, request as httpRequest } from "node:http";
import type { LoadRequest } from "./load-mix";

export type RouteFigures = { count: number; errors: number; latencies: number[] };

/** An answer's status, 0 when none came within 30 s or the connection failed. */
function ask(agent: Agent, { url, init }: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const sent = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: init?.method ?? "GET",
        // What a browser or a CDN's edge asks for; the answer's bytes are read, never decoded.
        headers: {
          "accept-encoding": "br, gzip",
          ...init?.headers,
        },
        timeout: 30_000,
      },
      (answer) => {
        answer.on("data", () => undefined);
        answer.on("end", () => resolve(answer.statusCode ?? 0));
        answer.on("error", () => resolve(0));
      },
    );
    sent.on("timeout", () => sent.destroy());
    sent.on("error", () => resolve(0));
    sent.end(init?.body);
  });
}

/**
 * `clients` closed-loop clients for `seconds`: each sends its next request once the last answer is
 * read, taking `mix`'s turns from its own starting point, so every route gets the same share. Each
 * client keeps its connection open between requests, as a browser does. Node's own HTTP client
 * rather than fetch: fetch decompressed every page, which cost the generator, on the same two cores
 * as the server, more than the server spent sending it. An answer of 400 or more, or none within
 * 30 s, is an error. Returns each route's figures.
 */
export async function runLoad({
  clients,
  seconds,
  mix,
  onAnswer,
}: {
  clients: number;
  seconds: number;
  mix: (turn: number) => LoadRequest;
  /** Told of every answer: its route, its status (0 for none), when it was asked, how long it took, and the request. */
  onAnswer?: (answer: {
    route: string;
    status: number;
    began: number;
    ms: number;
    request: LoadRequest;
  }) => void;
}): Promise<Map<string, RouteFigures>> {
  const figures = new Map<string, RouteFigures>();
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let turn = client; performance.now() < end; turn += 1) {
        const request = mix(turn);
        const route = figures.get(request.route) ?? { count: 0, errors: 0, latencies: [] };
        figures.set(request.route, route);
        const began = performance.now();
        const status = await ask(agent, request);
        const ms = performance.now() - began;
        if (status === 0 || status >= 400) route.errors += 1;
        route.latencies.push(ms);
        route.count += 1;
        onAnswer?.({ route: request.route, status, began, ms, request });
      }
    }),
  );
  agent.destroy();
  return figures;
}
