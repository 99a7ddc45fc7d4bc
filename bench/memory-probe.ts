/**
 * Preloaded into the app's server by bench/memory.ts (`node --expose-gc --import <this>`): on the
 * IPC message "measure" it answers with the heap after a full collection, the process's resident
 * memory then, and the live timers. The
 * app itself gets no debug endpoint; only a server started by the bench has this listener.
 * @see https://nodejs.org/api/process.html#processgetactiveresourcesinfo
 */
export type ProbeReading = { heapUsed: number; rss: number; timers: number };

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("bench/memory-probe.ts needs node --expose-gc");

process.on("message", (message) => {
  if (message !== "measure") return;
  collect();
  // A second pass a turn later also frees what the first one's finalizers released.
  setImmediate(() => {
    collect();
    const timers = process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const { heapUsed, rss } = process.memoryUsage();
    const reading: ProbeReading = { heapUsed, rss, timers };
    process.send?.(reading);
  });
});
