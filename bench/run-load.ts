import type { LoadRequest } from "./load-mix";

export type RouteFigures = { count: number; errors: number; latencies: number[] };

/**
 * `clients` closed-loop clients for `seconds`: each sends its next request once the last answer is
 * read, taking `mix`'s turns from its own starting point, so every route gets the same share. An
 * answer of 400 or more, or none within 30 s, is an error. Returns each route's figures.
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
  /** Told of every answer: its route, its status (0 for none), when it was asked and how long it took. */
  onAnswer?: (answer: { route: string; status: number; began: number; ms: number }) => void;
}): Promise<Map<string, RouteFigures>> {
  const figures = new Map<string, RouteFigures>();
  const end = performance.now() + seconds * 1_000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let turn = client; performance.now() < end; turn += 1) {
        const request = mix(turn);
        const route = figures.get(request.route) ?? { count: 0, errors: 0, latencies: [] };
        figures.set(request.route, route);
        const began = performance.now();
        let status = 0;
        try {
          const answer = await fetch(request.url, {
            ...request.init,
            signal: AbortSignal.timeout(30_000),
          });
          await answer.arrayBuffer();
          status = answer.status;
        } catch {
          // No answer: status 0.
        }
        const ms = performance.now() - began;
        if (status === 0 || status >= 400) route.errors += 1;
        route.latencies.push(ms);
        route.count += 1;
        onAnswer?.({ route: request.route, status, began, ms });
      }
    }),
  );
  return figures;
}
