import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "marketdesk-billing-settings-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const postgres = {
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/never_opened",
  AUTH_SECRET: "a-secret-of-at-least-thirty-two-characters",
};
const allSix = {
  STRIPE_SECRET_KEY: "sk_test_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
  STRIPE_PRICE_PRO_MONTH: "price_1",
  STRIPE_PRICE_PRO_YEAR: "price_2",
  STRIPE_PRICE_PREMIUM_MONTH: "price_3",
  STRIPE_PRICE_PREMIUM_YEAR: "price_4",
};
const missingWithKeyOnly = [
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PRO_MONTH",
  "STRIPE_PRICE_PRO_YEAR",
  "STRIPE_PRICE_PREMIUM_MONTH",
  "STRIPE_PRICE_PREMIUM_YEAR",
];

/** Runs `command` in a fresh process with only these settings, as an operator would start it. */
function run(command: string, args: string[], settings: Record<string, string>) {
  return spawnSync(command, args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      ...settings,
    },
    encoding: "utf8",
    timeout: 60_000,
  });
}
const loadEnv = (settings: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "-e", 'await import("./src/env.ts")'], settings);
const announce = (settings: Record<string, string>) =>
  run(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      'const { provideServerEnv } = await import("./scripts/provide-server-env.ts"); provideServerEnv();',
    ],
    settings,
  );

describe("billing settings at start-up (docs/security.md, Billing modes)", () => {
  it("stops on a partial Stripe set, naming each missing setting", () => {
    const result = loadEnv({ ...postgres, STRIPE_SECRET_KEY: "sk_live_only_the_key" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Invalid environment settings/);
    for (const name of missingWithKeyOnly)
      expect(result.stderr).toContain(
        `  ${name}: is missing: Stripe needs all six STRIPE_* settings together (STRIPE_SECRET_KEY is set)`,
      );
    expect(result.stderr).not.toContain("  STRIPE_SECRET_KEY:");
  });

  it("stops on one price id short, and on BILLING_MODE=stripe without the settings", () => {
    const { STRIPE_PRICE_PREMIUM_YEAR: _, ...fiveOfSix } = allSix;
    const oneShort = loadEnv(fiveOfSix);
    expect(oneShort.status).not.toBe(0);
    expect(oneShort.stderr).toMatch(/STRIPE_PRICE_PREMIUM_YEAR: is missing/);
    const declared = loadEnv({ ...postgres, BILLING_MODE: "stripe" });
    expect(declared.status).not.toBe(0);
    expect(declared.stderr).toMatch(
      /STRIPE_SECRET_KEY: is missing: Stripe needs all six STRIPE_\* settings together \(BILLING_MODE is stripe\)/,
    );
  });

  it("counts a blank setting as unset: a blank price id stops start-up, blank ones everywhere start billing off", () => {
    const blankPrice = loadEnv({ ...postgres, ...allSix, STRIPE_PRICE_PRO_MONTH: " " });
    expect(blankPrice.status).not.toBe(0);
    expect(blankPrice.stderr).toMatch(/STRIPE_PRICE_PRO_MONTH: is missing/);
    const blanks = Object.fromEntries(
      [...missingWithKeyOnly, "STRIPE_SECRET_KEY", "SMTP_URL", "BILLING_MODE"].map((name) => [
        name,
        " \t ",
      ]),
    );
    const production = announce({ ...postgres, ...blanks });
    expect(production.status).toBe(0);
    expect(production.stdout).toContain("Billing is off: plans are shown but nobody can subscribe");
  });

  it("stops on BILLING_MODE=local together with Stripe settings, as contradictory", () => {
    const result = loadEnv({ ...postgres, BILLING_MODE: "local", STRIPE_SECRET_KEY: "sk_test_1" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /BILLING_MODE: "local" contradicts the Stripe settings that are set \(STRIPE_SECRET_KEY\)/,
    );
  });

  it("accepts no billing settings on PostgreSQL (billing off) and BILLING_MODE=local", () => {
    expect(loadEnv(postgres).status).toBe(0);
    expect(loadEnv({ ...postgres, BILLING_MODE: "local" }).status).toBe(0);
  });

  it("makes `npm start` and the server process refuse a partial Stripe set before serving anything", () => {
    // A live pid in DATA_DIR: were the settings not refused first, start would stop at the folder claim instead, never building.
    writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
    const start = run("npm", ["start", "--silent"], {
      ...postgres,
      STRIPE_SECRET_KEY: "sk_live_only_the_key",
    });
    expect(start.status).not.toBe(0);
    expect(start.stderr).toMatch(/STRIPE_WEBHOOK_SECRET: is missing/);
    rmSync(path.join(dataDir, "server.pid"));
    const serve = run(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "scripts/serve.ts"],
      {
        ...postgres,
        NODE_ENV: "production",
        PORT: "0",
        STRIPE_WEBHOOK_SECRET: "whsec_only_the_secret",
      },
    );
    expect(serve.status).not.toBe(0);
    expect(serve.stderr).toMatch(/STRIPE_SECRET_KEY: is missing/);
  });

  it("warns at start-up when test-mode billing runs against PostgreSQL, and says when billing is off", () => {
    const staging = announce({ ...postgres, BILLING_MODE: "local" });
    expect(staging.status).toBe(0);
    expect(staging.stderr).toContain(
      "WARNING: BILLING_MODE=local: checkout completes in test mode and any registered user can take a paid plan without paying.",
    );
    const production = announce(postgres);
    expect(production.stdout).toContain("Billing is off: plans are shown but nobody can subscribe");
    const demo = announce({});
    expect(demo.stderr).not.toContain("WARNING");
    expect(demo.stdout).not.toContain("Billing is off");
  });
});
