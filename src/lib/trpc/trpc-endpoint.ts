/**
 * Where tRPC answers, on the site's own origin (docs/behaviour.md#server-calls): the client's link
 * calls it and the server's handler strips it to find the procedure path, so both read this one
 * constant; the route itself lives at src/app/api/trpc/[trpc]/route.ts.
 */
export const TRPC_ENDPOINT = "/api/trpc";
