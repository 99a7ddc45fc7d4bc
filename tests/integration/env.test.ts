import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Loads src/env.ts in a fresh Node process, as `npm start` does, with the given settings. */
function loadEnv(settings: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "-e", 'await import("./src/env.ts")'], {
    env: { PATH: process.env.PATH, NODE_ENV: "test", ...settings },
    encoding: "utf8",
  });
}

describe("settings validation at start-up", () => {
  it("accepts the defaults", () => {
    expect(loadEnv({}).status).toBe(0);
  });

  it("stops with the variable's name and the problem for a bad value", () => {
    const result = loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Invalid environment settings/);
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).toMatch(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/,
    );
  });

  it("takes only refresh intervals the job queue's cron keeps evenly", () => {
    expect(loadEnv({ MARKET_REFRESH_MINUTES: "15" }).status).toBe(0);
    const result = loadEnv({ MARKET_REFRESH_MINUTES: "90" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /MARKET_REFRESH_MINUTES: must be one of 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440, 10080/,
    );
  });

  it("turns web push on only with all three VAPID settings, naming what is missing", () => {
    const result = loadEnv({ VAPID_PUBLIC_KEY: `B${"A".repeat(86)}` });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /VAPID_PRIVATE_KEY: is missing: web push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together \(VAPID_PUBLIC_KEY is set\)/,
    );
    expect(result.stderr).toMatch(/VAPID_SUBJECT: is missing/);
  });

  it("refuses the webhooks' loopback test setting in production", () => {
    expect(loadEnv({ WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: "true" }).status).toBe(0);
    const result = loadEnv({ WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: "true", NODE_ENV: "production" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: is for tests only and is refused with NODE_ENV=production/,
    );
  });

  it("turns EDGAR on only with a User-Agent naming a company and a contact email, as the SEC requires", () => {
    expect(loadEnv({ EDGAR_USER_AGENT: "Marketdesk admin@marketdesk.example" }).status).toBe(0);
    for (const agent of ["Marketdesk", "admin@marketdesk.example", "Marketdesk admin@localhost"]) {
      const result = loadEnv({ EDGAR_USER_AGENT: agent });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(
        /EDGAR_USER_AGENT: must be your company's name and a contact email/,
      );
    }
  });

  it("refuses Alpaca market data without a whole key, naming what is missing", () => {
    const none = loadEnv({ MARKET_DATA_PROVIDER: "alpaca" });
    expect(none.status).not.toBe(0);
    expect(none.stderr).toMatch(
      /ALPACA_API_KEY_ID: is missing: Alpaca market data needs ALPACA_API_KEY_ID and ALPACA_API_SECRET_KEY together \(MARKET_DATA_PROVIDER is alpaca\)/,
    );
    expect(none.stderr).toMatch(/ALPACA_API_SECRET_KEY: is missing/);
    const half = loadEnv({ ALPACA_API_KEY_ID: "PKTESTKEY000000000001" });
    expect(half.status).not.toBe(0);
    expect(half.stderr).toMatch(
      /ALPACA_API_SECRET_KEY: is missing: .*\(ALPACA_API_KEY_ID is set\)/,
    );
    expect(half.stderr).not.toMatch(/ALPACA_API_KEY_ID:/);
    expect(
      loadEnv({
        MARKET_DATA_PROVIDER: "alpaca",
        ALPACA_API_KEY_ID: "PKTESTKEY000000000001",
        ALPACA_API_SECRET_KEY: "secret-of-the-key",
      }).status,
    ).toBe(0);
  });

  it("refuses a headers timeout longer than the request timeout, which Node would not start with", () => {
    const result = loadEnv({ HTTP_HEADERS_TIMEOUT_MS: "30000", HTTP_REQUEST_TIMEOUT_MS: "10000" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
  });
});
