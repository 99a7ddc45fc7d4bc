import { env } from "@/env";
import { claimDataDir } from "./claim-data-dir";
import { prepareDatabase } from "./prepare-database";
import { provideServerEnv } from "./provide-server-env";
import { serveApp } from "./run-next";

/** `npm run dev`: the same preparation as `npm start`, then Next's dev server with fast refresh. */
const serverEnv = provideServerEnv();
const release = env.DATABASE_URL ? () => undefined : claimDataDir(env.DATA_DIR);
const { analyticsToken } = await prepareDatabase({ authSecret: serverEnv.AUTH_SECRET });
serveApp({ dev: true, env: { ...serverEnv, POSTHOG_KEY: analyticsToken }, onExit: release });
