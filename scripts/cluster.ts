import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { env } from "@/env";
import { buildApp } from "./build-app";
import { isBuildCurrent } from "./build-fingerprint";
import { createClusterNode, waitForHealth } from "./cluster-node";
import { createNginxConfig } from "./nginx-config";
import { prepareDatabase } from "./prepare-database";
import { provideServerEnv } from "./provide-server-env";

/**
 * `npm run cluster`: CLUSTER_NODES app nodes behind Debian's nginx on PORT (docs/scaling.md).
 * Every node shares PostgreSQL and Redis and nothing else, so both are required. SIGHUP restarts
 * the nodes one at a time, each drained first (a deploy); SIGINT or SIGTERM stops nginx gracefully
 * and drains every node.
 */
function refuse(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}
if (!env.DATABASE_URL)
  refuse(
    "npm run cluster needs DATABASE_URL (PostgreSQL): every node must share one database, and the embedded one belongs to a single process.",
  );
if (!env.REDIS_URL)
  refuse(
    "npm run cluster needs REDIS_URL: rate limits kept in each node's memory would give every client as many tries as there are nodes.",
  );
const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
if (spawnSync("bash", ["scripts/ensure-nginx.sh"], { stdio: "inherit" }).status !== 0)
  process.exit(1);

const serverEnv = provideServerEnv();
if (!isBuildCurrent()) {
  console.log("Building Marketdesk (sources changed since the last build)…");
  buildApp();
}
const { analyticsToken } = await prepareDatabase({ authSecret: serverEnv.AUTH_SECRET });
const nodes = Array.from({ length: env.CLUSTER_NODES }, (_, index) =>
  createClusterNode({
    port: env.PORT + 1 + index,
    env: { ...serverEnv, POSTHOG_KEY: analyticsToken },
    onCrash: (code) =>
      console.error(`Node on port ${env.PORT + 1 + index} exited (${code}); starting it again.`),
  }),
);
await Promise.all(nodes.map((node) => node.start()));

const dir = mkdtempSync(path.join(tmpdir(), "marketdesk-nginx-"));
// Started as root, nginx's workers run as `nobody` and must reach their cache and temporary files
// here; mkdtemp's folder is its owner's alone. Nothing in it is secret (the configuration, the log).
chmodSync(dir, 0o755);
writeFileSync(
  path.join(dir, "nginx.conf"),
  createNginxConfig({ dir, port: env.PORT, nodePorts: nodes.map((node) => node.port) }),
);
const nginx = spawn(
  nginxBinary,
  [
    "-p",
    dir,
    "-c",
    path.join(dir, "nginx.conf"),
    "-e",
    path.join(dir, "error.log"),
    "-g",
    "daemon off;",
  ],
  { stdio: "inherit" },
);
let stopping = false;
nginx.on("exit", (code) => {
  if (stopping) return;
  console.error(`nginx exited (${code}); its log is ${dir}/error.log. Stopping the nodes.`);
  void Promise.all(nodes.map((node) => node.stop())).then(() => process.exit(1));
});
await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`, 30_000);
console.log(
  `Marketdesk cluster on http://localhost:${env.PORT}: nginx in front of ${nodes.length} nodes (ports ${nodes.map((node) => node.port).join(", ")}).`,
);

let restarting: Promise<void> | null = null;
process.on("SIGHUP", () => {
  restarting ??= (async () => {
    for (const node of nodes) {
      await node.stop();
      await node.start();
      console.log(`Node on port ${node.port} restarted.`);
    }
    console.log("Rolling restart done.");
  })().finally(() => {
    restarting = null;
  });
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopping = true;
    // SIGQUIT: nginx stops accepting and finishes the requests it has in flight.
    nginx.kill("SIGQUIT");
    void Promise.all([
      new Promise((resolve) => nginx.once("exit", resolve)),
      ...nodes.map((node) => node.stop()),
    ]).then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
