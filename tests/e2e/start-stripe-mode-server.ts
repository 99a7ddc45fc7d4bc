import { env } from "@/env";
import { claimDataDir } from "../../scripts/claim-data-dir";
import { prepareDatabase } from "../../scripts/prepare-database";
import { provideServerEnv } from "../../scripts/provide-server-env";
import { serveApp } from "../../scripts/run-next";
import { startFakeStripe } from "../integration/fake-stripe";
import { fakeStripePort } from "./stripe-mode";

/**
 * Starts the Stripe-mode browser-test server (stripe-mode.ts): the fake of Stripe's API on its
 * fixed port, living in this process, then the app as scripts/start.ts serves it. The build is the
 * one the first server made or found current just before, and is not checked again: rebuilding
 * .next under a running server would break it.
 */
await startFakeStripe({ port: fakeStripePort });
const serverEnv = provideServerEnv();
const release = claimDataDir(env.DATA_DIR);
const { analyticsToken } = await prepareDatabase();
serveApp({ dev: false, env: { ...serverEnv, POSTHOG_KEY: analyticsToken }, onExit: release });
