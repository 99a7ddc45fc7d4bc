/** A `Retry-After` header's value for a wait: whole seconds, rounded up, at least 1. */
export function retryAfterSeconds(milliseconds: number): string {
  return String(Math.max(1, Math.ceil(milliseconds / 1000)));
}
