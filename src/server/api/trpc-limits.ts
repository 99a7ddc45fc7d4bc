/**
 * The most calls one batched request to /api/trpc may carry (docs/security.md, "Input limits").
 * docs/behaviour.md#server-calls keeps the client's batches unlimited; the server's cap sits far above anything a page of
 * ours batches (the browser tests record each page's largest batch against it), so only a crafted
 * request meets it.
 */
export const MAX_TRPC_BATCH_CALLS = 50;
