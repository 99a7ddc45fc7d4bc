import { processSingleton } from "@/server/process-singleton";
import type { PageChange } from "./create-page-cache";

type Listener = (change: PageChange) => void;

/**
 * Between the app, which hears what changed (a quote batch, the market's data: from any node, over
 * the database's notifications), and this process's page cache in scripts/serve.ts. On `globalThis`
 * (process-singleton.ts): the server script and the code Next bundles hold separate copies of this
 * module in one process.
 */
function listeners(): Set<Listener> {
  return processSingleton("pageChangeListeners", () => new Set<Listener>());
}

export function onPageChange(listener: Listener): void {
  listeners().add(listener);
}

export function announcePageChange(change: PageChange): void {
  for (const listener of listeners()) listener(change);
}
