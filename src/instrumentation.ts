/**
 * Runs once when a server process starts (never during `next build`).
 * @see https://nextjs.org/docs/app/guides/instrumentation
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { scheduleGuestCleanup } = await import("./features/auth/server/schedule-guest-cleanup");
  const { getDb } = await import("./server/db/get-database");
  scheduleGuestCleanup({ getDb });
}
