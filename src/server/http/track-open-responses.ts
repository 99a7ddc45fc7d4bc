import { once } from "node:events";
import type { ServerResponse } from "node:http";

/**
 * The responses a server has not finished writing. A draining server (scripts/serve.ts) waits for
 * them before it closes its idle connections: Node counts a response as done once `end()` is
 * called, and closing its connection then destroyed the socket with the last chunk still queued,
 * so an event stream the node had just ended reached the proxy cut mid-chunk.
 * @see https://nodejs.org/api/http.html#event-finish
 */
export function trackOpenResponses() {
  const open = new Set<ServerResponse>();
  return {
    track(response: ServerResponse): void {
      open.add(response);
      response.once("close", () => open.delete(response));
    },
    /**
     * Resolves once every response open now has been handed in full to the operating system, or
     * has closed without that (its client went away: `finish` then never comes).
     */
    async allFinished(): Promise<void> {
      await Promise.all(
        [...open].map((response) =>
          response.writableFinished
            ? undefined
            : Promise.race([once(response, "finish"), once(response, "close")]).catch(
                () => undefined,
              ),
        ),
      );
    },
  };
}
