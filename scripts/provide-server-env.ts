import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { getBillingMode } from "@/features/billing/server/get-billing-mode";
import { demoVapidSettings } from "./demo-vapid-settings";

/** A value kept in DATA_DIR across restarts, made on first start. */
function keptInDataDir(file: string, make: () => string): string {
  const location = path.join(env.DATA_DIR, file);
  try {
    return readFileSync(location, "utf8").trim();
  } catch {
    const value = make();
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(location, value, { mode: 0o600 });
    return value;
  }
}

/**
 * Says at start-up which billing runs when it is not the obvious one (docs/security.md, "Billing
 * modes"): test-mode checkout against PostgreSQL is a warning, since anyone could give themselves a plan.
 */
function announceBillingMode(): void {
  const mode = getBillingMode();
  if (mode === "local" && env.DATABASE_URL) {
    console.warn(
      "WARNING: BILLING_MODE=local: checkout completes in test mode and any registered user can take a paid plan without paying. Use it for staging only.",
    );
  } else if (mode === "off" && env.DATABASE_URL) {
    console.log(
      "Billing is off: plans are shown but nobody can subscribe (set the six STRIPE_* settings to take payments).",
    );
  }
}

/**
 * The settings the server process gets beyond the environment. Production (DATABASE_URL) must set
 * AUTH_SECRET; the embedded demo makes it on first start and keeps it in DATA_DIR, so sessions
 * survive restarts. The analytics token comes from the database (prepare-database.ts).
 */
export function provideServerEnv(): Record<string, string> {
  if (!env.AUTH_SECRET && env.DATABASE_URL) {
    console.error(
      "AUTH_SECRET is required with DATABASE_URL: generate one with `openssl rand -base64 32` (see .env.example).",
    );
    process.exit(1);
  }
  announceBillingMode();
  return {
    AUTH_SECRET:
      env.AUTH_SECRET ?? keptInDataDir("auth-secret", () => randomBytes(32).toString("base64url")),
    // The embedded demo's own VAPID pair, so push works there (docs/alerts.md#web-push).
    ...(env.DATABASE_URL || env.VAPID_PUBLIC_KEY
      ? {}
      : demoVapidSettings((file, make) => keptInDataDir(file, make))),
    // Without NEXTAUTH_URL, next-auth builds its URLs from the request's Host header.
    ...(env.NEXTAUTH_URL ? {} : { AUTH_TRUST_HOST: "true" }),
  };
}
