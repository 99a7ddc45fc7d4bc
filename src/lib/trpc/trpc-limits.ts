/**
 * The most calls one batched request to /api/trpc may carry (docs/security.md, "Input limits").
 * Shared by both ends: the server refuses a larger batch whole, and the client's batching link
 * splits a larger tick into batches of at most this many, so no page of ours can meet the refusal.
 */
export const MAX_TRPC_BATCH_CALLS = 50;
