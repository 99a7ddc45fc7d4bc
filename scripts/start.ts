import { env } from "@/env";
import { buildApp } from "./build-app";
import { isBuildCurrent } from "./build-fingerprint";
import { claimDataDir } from "./claim-data-dir";
import { prepareDatabase } from "./prepare-database";
import { provideServerEnv } from "./provide-server-env";
import { serveApp } from "./run-next";

/**
 * `npm start`: build when the sources changed since the last build, migrate, seed the embedded
 * demo, then serve the production build on PORT.
 */
const serverEnv = provideServerEnv();
const release = env.DATABASE_URL ? () => undefined : claimDataDir(env.DATA_DIR);
if (!isBuildCurrent()) {
  console.log("Building Marketdesk (sources changed since the last build)…");
  buildApp();
}
const { analyticsToken } = await prepareDatabase({ authSecret: serverEnv.AUTH_SECRET });
serveApp({ dev: false, env: { ...serverEnv, POSTHOG_KEY: analyticsToken }, onExit: release });
