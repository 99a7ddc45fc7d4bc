import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags";
import type { FeedNode, FeedReport } from "./feed-node";
import type { TimedStatement } from "./time-writer-statements";

type Answer = { id?: number; value?: FeedReport; error?: string; ready?: boolean };

/**
 * The feed's node in a process of its own (feed-node-process.ts), on PostgreSQL at `databaseUrl`,
 * with the server's Node flags; resolves once it has read the universe. Its statements' times come
 * back in this process's performance time, through the wall clock both processes share.
 */
export async function startFeedNode({
  databaseUrl,
  perSecond,
}: {
  databaseUrl: string;
  perSecond: number;
}): Promise<FeedNode> {
  const child = fork("bench/feed-node-process.ts", [], {
    execArgv: ["--import", "tsx", "--conditions=react-server", ...SERVER_NODE_FLAGS],
    env: {
      ...process.env,
      FEED_NODE_DATABASE_URL: databaseUrl,
      FEED_NODE_RATE: String(perSecond),
    },
  });
  const waiting = new Map<
    number,
    { resolve: (value?: FeedReport) => void; reject: (error: Error) => void }
  >();
  let exited: Error | null = null;
  await new Promise<void>((resolve, reject) => {
    child.on("message", (answer: Answer) => {
      if (answer.ready) return resolve();
      const call = waiting.get(answer.id ?? -1);
      waiting.delete(answer.id ?? -1);
      if (answer.error) call?.reject(new Error(`the feed node: ${answer.error}`));
      else call?.resolve(answer.value);
    });
    child.once("exit", (code) => {
      exited = new Error(`the feed node exited (${code})`);
      reject(exited);
      for (const call of waiting.values()) call.reject(exited);
      waiting.clear();
    });
  });
  let next = 0;
  const call = (name: keyof FeedNode) =>
    new Promise<FeedReport | undefined>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ id, call: name });
    });
  const local = (statement: TimedStatement): TimedStatement => ({
    ...statement,
    start: statement.start - performance.timeOrigin,
    end: statement.end - performance.timeOrigin,
  });
  return {
    writeBare: async () => void (await call("writeBare")),
    tick: async () => void (await call("tick")),
    stop: async () => void (await call("stop")),
    async report() {
      const report = (await call("report"))!;
      return { ...report, flushes: report.flushes.map(local), folds: report.folds.map(local) };
    },
    async close() {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      await call("close");
      await gone;
    },
  };
}
