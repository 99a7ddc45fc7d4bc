import { processSingleton } from "@/server/process-singleton";

/**
 * Work to finish when the server stops (SIGTERM, SIGINT): scripts/serve.ts stops accepting
 * connections, runs these, then exits. Kept on `globalThis`, since the server script and the route
 * handlers Next bundles are separate copies of this module in one process.
 */
type ShutdownHook = () => Promise<void> | void;

function hooks(): Set<ShutdownHook> {
  return processSingleton("shutdownHooks", () => new Set());
}

export function onShutdown(hook: ShutdownHook): void {
  hooks().add(hook);
}

/** Runs every hook, each failure logged by the caller's own means, none holding up the others. */
export async function runShutdownHooks(): Promise<void> {
  await Promise.allSettled([...hooks()].map(async (hook) => hook()));
}
