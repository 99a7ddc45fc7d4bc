import "server-only";
import type { Database } from "@/server/db/create-database";
import { runScreen } from "./data";

type RunScreen = typeof runScreen;
type ScreenResult = Awaited<ReturnType<RunScreen>>;

/**
 * `runScreen`, with identical screens asked at once answered by one run: a screen is market data,
 * the same for everyone who asks it, and every visitor's screener opens on the same one. A call
 * joins only a run still in flight, whose read began at most that run's own time before it, so no
 * answer is older than a run of its own would have been; the entry goes once the run settles. The
 * key is the whole request and the handle it reads, so screens that differ in anything never share
 * (docs/scaling.md#per-request-cost).
 */
export function createScreenRunSharing(run: RunScreen = runScreen) {
  const inFlight = new WeakMap<Database, Map<string, Promise<ScreenResult>>>();
  return function runSharedScreen(
    db: Database,
    request: Parameters<RunScreen>[1],
  ): Promise<ScreenResult> {
    let runs = inFlight.get(db);
    if (!runs) {
      runs = new Map();
      inFlight.set(db, runs);
    }
    const key = JSON.stringify(request);
    const running = runs.get(key);
    if (running) return running;
    const started = run(db, request).finally(() => runs.delete(key));
    runs.set(key, started);
    return started;
  };
}
