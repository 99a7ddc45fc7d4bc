/**
 * The browser tests register many accounts and sign in many times from one address, so every
 * server they start raises the per-address limits, as an operator would. Servers that count in
 * Redis (cluster.spec.ts) need it most: Redis outlives a run, so the counts of earlier runs within
 * the hour would refuse this one's sign-ups.
 */
export const raisedRateLimits = {
  RATE_LIMIT_REGISTER: "1000/3600",
  RATE_LIMIT_LOGIN_IP: "1000/900",
  RATE_LIMIT_GUEST: "1000/3600",
  RATE_LIMIT_INGEST: "100000/60",
  ANALYTICS_CLIENT_QUOTA_MB: "1000/10000",
  RATE_LIMIT_TRPC_CALLS: "100000/60",
  RATE_LIMIT_MAIL_IP: "1000/3600",
  RATE_LIMIT_CHAT_BURST: "100/10",
  RATE_LIMIT_CHAT_HOUR: "1000/3600",
} as const;

/** The environment of the suite's servers on the embedded database (playwright.config.ts). */
export const testServerEnv = {
  LOG_LEVEL: "warn",
  ...raisedRateLimits,
  ANALYTICS_ACCEPT_HEADLESS: "true",
  // Prices that hold still, so a test can name them; live-quotes.spec.ts drives a feed of its own.
  MARKET_SIMULATOR_DAY_MINUTES: "0",
} as const;
