import { Client } from "undici";
import type { LoadRequest } from "./load-mix";

export type RouteFigures = { count: number; errors: number; latencies: number[] };

/** How long an answer may take before it counts as none. */
const ANSWER_TIMEOUT_MS = 30_000;

/** An answer's status, 0 when none came within 30 s or the connection failed. */
async function ask(client: Client, target: URL, { init }: LoadRequest): Promise<number> {
  try {
    const answer = await client.request({
      path: target.pathname + target.search,
      method: init?.method ?? "GET",
      // What a browser or a CDN's edge asks for; the answer's bytes are read, never decoded.
      headers: { "accept-encoding": "br, gzip", ...init?.headers },
      body: init?.body,
    });
    // Read to the end, keeping the connection: dump's default stops (and closes it) after 128 KB.
    await answer.body.dump({ limit: Number.MAX_SAFE_INTEGER });
    return answer.statusCode;
  } catch {
    return 0;
  }
}

/**
 * `clients` closed-loop clients for `seconds`: each sends its next request once the last answer is
 * read, taking `mix`'s turns from its own starting point, so every route gets the same share. Each
 * client keeps one connection per origin open between requests, as a browser does. undici's
 * `Client` rather than fetch or node:http: the generator shares the machine's two cores with the
 * server, and fetch decompressed every page while node:http's client spent more CPU on a request
 * than the floor's server spent answering it (bench/README.md, bench:load). An answer of 400 or
 * more, or none within 30 s, is an error. Returns each route's figures.
 *
 * With `rate`, the clients together send that many requests a second, each on a schedule of its
 * own (a crowd of visitors, not a saturating loop): a client whose answer is late sends its next
 * request at once, and a request's time counts from when it was due, not from when it left, so a
 * slow answer also counts against the requests it held back (wrk2's correction for coordinated
 * omission).
 * @see https://undici.nodejs.org/#/docs/api/Client
 * @see https://github.com/giltene/wrk2#acknowledgements
 */
export async function runLoad({
  clients,
  seconds,
  mix,
  rate,
  onAnswer,
}: {
  clients: number;
  seconds: number;
  mix: (turn: number) => LoadRequest;
  /** Requests a second from all clients together; none: each asks again as soon as it is answered. */
  rate?: number;
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
  const connections: Client[] = [];
  const start = performance.now();
  const end = start + seconds * 1_000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const byOrigin = new Map<string, Client>();
      for (let turn = client, sent = 0; performance.now() < end; turn += 1, sent += 1) {
        // When this request is due on a schedule; undefined in a closed loop.
        const due = rate ? start + ((client + sent * clients) * 1_000) / rate : undefined;
        if (due !== undefined && due >= end) break;
        if (due !== undefined && due > performance.now())
          await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        const request = mix(turn);
        const target = new URL(request.url);
        let connection = byOrigin.get(target.origin);
        if (!connection) {
          connection = new Client(target.origin, {
            headersTimeout: ANSWER_TIMEOUT_MS,
            bodyTimeout: ANSWER_TIMEOUT_MS,
          });
          byOrigin.set(target.origin, connection);
          connections.push(connection);
        }
        const route = figures.get(request.route) ?? { count: 0, errors: 0, latencies: [] };
        figures.set(request.route, route);
        const began = performance.now();
        const status = await ask(connection, target, request);
        const ms = performance.now() - (due ?? began); // a due request waited for its time: due ≤ began
        if (status === 0 || status >= 400) route.errors += 1;
        route.latencies.push(ms);
        route.count += 1;
        onAnswer?.({ route: request.route, status, began, ms, request });
      }
    }),
  );
  await Promise.all(connections.map((connection) => connection.destroy()));
  return figures;
}
