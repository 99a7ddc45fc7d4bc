import { env } from "@/env";
import { claimDataDir } from "./claim-data-dir";
import { prepareDatabase } from "./prepare-database";
import { serveNext } from "./run-next";

/** `npm run dev`: the same preparation as `npm start`, then Next's dev server with fast refresh. */
const release = env.DATABASE_URL ? () => undefined : claimDataDir(env.DATA_DIR);
await prepareDatabase();
serveNext(["dev", "--port", String(env.PORT)], release);
