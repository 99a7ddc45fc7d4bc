import { env } from "@/env";
import { claimDataDir } from "./claim-data-dir";
import { prepareDatabase } from "./prepare-database";
import { provideAuthEnv } from "./provide-auth-secret";
import { serveApp } from "./run-next";

/** `npm run dev`: the same preparation as `npm start`, then Next's dev server with fast refresh. */
const authEnv = provideAuthEnv();
const release = env.DATABASE_URL ? () => undefined : claimDataDir(env.DATA_DIR);
await prepareDatabase();
serveApp({ dev: true, env: authEnv, onExit: release });
