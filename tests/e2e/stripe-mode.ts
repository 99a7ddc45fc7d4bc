import { copyTemplateTo } from "./server-data";

/**
 * The browser tests' second server: the same build as the first, in billing mode "stripe"
 * (docs/security.md, "Billing modes") against the fake of Stripe's API the integration tests use
 * (tests/integration/fake-stripe.ts). Its ports are 1000 above E2E_PORT, so runs on different
 * E2E_PORTs keep apart.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 1000;
export const fakeStripePort = port + 1;
export const stripeModeOrigin = `http://localhost:${port}`;
export const fakeStripeOrigin = `http://127.0.0.1:${fakeStripePort}`;

/** Its webServer entry in playwright.config.ts, with `env`, what every browser-test server gets. */
export function createStripeModeWebServer(env: Record<string, string>) {
  return {
    // Started after the first server, whose command made the template this copies (server-data.ts).
    command: `${copyTemplateTo(".data-e2e-stripe")} && npx tsx --conditions=react-server tests/e2e/start-stripe-mode-server.ts`,
    url: `${stripeModeOrigin}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: ".data-e2e-stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: "whsec_e2e",
      STRIPE_PRICE_PRO_MONTH: "price_pro_month",
      STRIPE_PRICE_PRO_YEAR: "price_pro_year",
      STRIPE_PRICE_PREMIUM_MONTH: "price_premium_month",
      STRIPE_PRICE_PREMIUM_YEAR: "price_premium_year",
      STRIPE_API_URL: fakeStripeOrigin,
    },
  };
}
