/** A request to PostHog as /ingest received it: its path and query, the headers PostHog reads, the body. */
export type HeldForward = {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
};

/** The request headers PostHog reads; nothing else of the client's (its cookies least of all) goes on. */
const FORWARDED_HEADERS = ["content-type", "content-encoding", "user-agent", "x-forwarded-for"];

/** What to send PostHog for `request`, received at /ingest`path` with `search`. */
export function holdForward(
  path: string,
  search: string,
  request: Request,
  body?: Uint8Array,
): HeldForward {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return { path: `${path}${search}`, method: request.method, headers, body };
}

/** Sends `forward` to the PostHog `host`, giving up after `timeoutMs`. */
export function sendToPosthog(
  host: string,
  { path, method, headers, body }: HeldForward,
  timeoutMs: number,
): Promise<Response> {
  return fetch(new URL(path, host), {
    method,
    headers,
    body: body as Uint8Array<ArrayBuffer> | undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
}
