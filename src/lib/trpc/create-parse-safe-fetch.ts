/**
 * A `fetch` for the tRPC link that turns a body which is not JSON (an HTML 502 page from a proxy,
 * a truncated answer) into `null`. The link then fails with its own generic parse error,
 * "Unable to transform response from server", exactly as it does for a JSON body of the wrong
 * shape (docs/behaviour.md#error-catalogue). Without this the raw `SyntaxError` of `res.json()` would surface instead.
 * @see https://github.com/trpc/trpc/blob/main/packages/client/src/links/internals/httpUtils.ts
 */
export function createParseSafeFetch(baseFetch: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    const text = await response.text();
    let body = text;
    try {
      JSON.parse(text);
    } catch {
      body = "null";
    }
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
