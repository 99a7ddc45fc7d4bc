import { focusManager, onlineManager } from "@tanstack/react-query";
import { afterAll, vi } from "vitest";

/**
 * Each test file runs as if in a process of its own, though the files share their worker's
 * (isolate: false in vitest.config.ts). For the integration files a new process per file cost about
 * 5 s of CPU each, in loading the dependencies again and compiling PGlite's WebAssembly again, a
 * third of the run; the unit files spent more time importing than testing.
 * The app's modules are evaluated afresh for each file, and what a file changed in the process is
 * put back after it: the variables it stubbed, the functions it spied on, fake timers, and the app's
 * singletons on globalThis (the database, the auth rate limits, the analytics client, …), which the
 * next file would otherwise find.
 * Dependencies (node_modules) are loaded once per worker; none of them is stubbed or mocked here.
 * The one dependency state the app's own code changes is TanStack Query's process-wide online and
 * focus managers (the health poll and the queued edits set "offline"), which would pause the next
 * file's mutations: they are put back too. The files that use a browser's state on purpose get a
 * worker each (vitest.config.ts, `unit-browser-state`).
 * @see https://vitest.dev/config/isolate
 * @see https://vitest.dev/api/vi#vi-resetmodules
 */
vi.resetModules();

/**
 * The worker's own timers, kept from its first file on. A spy on a faked `setTimeout`, restored by
 * `restoreAllMocks` after the file had gone back to real timers, put the fake back as the global:
 * its clock uninstalled, it never fired, and every later file in the worker that waited on a timer
 * timed out.
 */
const TIMER_NAMES = [
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "setImmediate",
  "clearImmediate",
  "Date",
] as const;
const workerGlobals = globalThis as unknown as Record<string, unknown> & {
  realTimersOfThisWorker?: Record<string, unknown>;
};
workerGlobals.realTimersOfThisWorker ??= Object.fromEntries(
  TIMER_NAMES.map((name) => [name, workerGlobals[name]]),
);
const realTimers = workerGlobals.realTimersOfThisWorker;

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of TIMER_NAMES) workerGlobals[name] = realTimers[name];
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  for (const name of Object.keys(globalThis))
    if (name.startsWith("marketdesk")) Reflect.deleteProperty(globalThis, name);
});
