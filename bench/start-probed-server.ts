import { fork } from "node:child_process";
import { env } from "@/env";
import { buildApp } from "../scripts/build-app";
import { isBuildCurrent } from "../scripts/build-fingerprint";
import { claimDataDir } from "../scripts/claim-data-dir";
import { prepareDatabase } from "../scripts/prepare-database";
import { provideServerEnv } from "../scripts/provide-server-env";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags";
import type { ProbeReading } from "./memory-probe";

export type ProbedServer = {
  origin: string;
  measure: () => Promise<ProbeReading>;
  stop: () => void;
};

async function waitUntilAnswering(url: string, exited: () => boolean): Promise<void> {
  for (;;) {
    if (exited()) throw new Error("The server exited before answering; its output is above.");
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The production server exactly as `npm start` runs it (scripts/start.ts: build when stale,
 * migrate, seed; scripts/run-next.ts: scripts/serve.ts under tsx with NODE_ENV=production), on the
 * PORT and DATA_DIR set before this module is imported, plus `--expose-gc` and the bench's probe.
 */
export async function startProbedServer(): Promise<ProbedServer> {
  const serverEnv = provideServerEnv();
  const release = claimDataDir(env.DATA_DIR);
  if (!isBuildCurrent()) {
    console.log("Building Marketdesk (sources changed since the last build)…");
    buildApp();
  }
  const { analyticsToken } = await prepareDatabase();
  const probe = new URL("./memory-probe.ts", import.meta.url).href;
  const child = fork("scripts/serve.ts", [], {
    execArgv: [...SERVER_NODE_FLAGS, "--expose-gc", "--import", "tsx", "--import", probe],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      ...serverEnv,
      POSTHOG_KEY: analyticsToken,
    },
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
    release();
  });
  const origin = `http://localhost:${env.PORT}`;
  await waitUntilAnswering(`${origin}/api/health`, () => exited);
  const measure = () =>
    new Promise<ProbeReading>((resolve) => {
      child.once("message", (reading) => resolve(reading as ProbeReading));
      child.send("measure");
    });
  return { origin, measure, stop: () => void child.kill("SIGTERM") };
}
