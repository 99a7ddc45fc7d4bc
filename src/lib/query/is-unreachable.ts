import { TRPCClientError } from "@trpc/client";

/**
 * Whether a call got no answer at all (no network, the server stopped, the connection refused):
 * `fetch` then rejects with a TypeError, which the tRPC client keeps as the cause. An answer that
 * came but could not be read (a proxy's HTML 502) is not this: someone answered.
 * @see https://developer.mozilla.org/docs/Web/API/Window/fetch#exceptions
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TRPCClientError && error.cause instanceof TypeError;
}
