import { processSingleton } from "@/server/process-singleton";
/**
 * Routes scripts/serve.ts answers itself in production, without Next's request pipeline: a route
 * module registers its fetch handler here when Next loads it (at start), and from then on its
 * requests skip Next's router, the proxy and its response handling. For a tRPC call that was about
 * 6 ms of an 8.8 ms round trip (bench/README.md; docs/decisions.md#server-calls). Kept on
 * `globalThis`, since the server script and the route handlers Next bundles are separate copies of
 * this module in one process (like on-shutdown.ts).
 */
export type FetchHandler = (request: Request) => Promise<Response>;

function routes(): Map<string, FetchHandler> {
  return processSingleton("directRoutes", () => new Map());
}

/** Registers `handler` for every path that starts with `prefix` (which ends with "/"). */
export function registerDirectRoute(prefix: `${string}/`, handler: FetchHandler): void {
  routes().set(prefix, handler);
}

/** The registered handler for `pathname`, if any. */
export function findDirectRoute(pathname: string): FetchHandler | undefined {
  for (const [prefix, handler] of routes()) if (pathname.startsWith(prefix)) return handler;
  return undefined;
}
