import { describe, expect, it } from "vitest";
import {
  type BillingSettings,
  decideBillingMode,
  STRIPE_SETTING_NAMES,
} from "./decide-billing-mode";

const stripe = {
  STRIPE_SECRET_KEY: "sk_test_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
  STRIPE_PRICE_PRO_MONTH: "price_pm",
  STRIPE_PRICE_PRO_YEAR: "price_py",
  STRIPE_PRICE_PREMIUM_MONTH: "price_xm",
  STRIPE_PRICE_PREMIUM_YEAR: "price_xy",
};
const postgres = { DATABASE_URL: "postgres://db/marketdesk" };
const without = (...names: Array<keyof typeof stripe>) =>
  Object.fromEntries(
    Object.entries(stripe).filter(([name]) => !names.includes(name as keyof typeof stripe)),
  );

describe("the billing mode decided from the settings (fail closed)", () => {
  it.each<[string, BillingSettings, "local" | "stripe" | "off"]>([
    ["the embedded demo, nothing set", {}, "local"],
    ["PostgreSQL, nothing set", postgres, "off"],
    [
      "PostgreSQL with BILLING_MODE=local (staging)",
      { ...postgres, BILLING_MODE: "local" },
      "local",
    ],
    ["PostgreSQL with BILLING_MODE=off", { ...postgres, BILLING_MODE: "off" }, "off"],
    ["the demo with BILLING_MODE=off", { BILLING_MODE: "off" }, "off"],
    ["PostgreSQL with all six Stripe settings", { ...postgres, ...stripe }, "stripe"],
    [
      "PostgreSQL with all six and BILLING_MODE=stripe",
      { ...postgres, ...stripe, BILLING_MODE: "stripe" },
      "stripe",
    ],
    ["the demo with all six Stripe settings", stripe, "stripe"],
  ])("%s → %s", (_, settings, mode) => {
    const decision = decideBillingMode(settings);
    expect(decision.problems).toEqual([]);
    expect(decision.mode).toBe(mode);
    expect(decision.stripe === null).toBe(mode !== "stripe");
  });

  it("hands Stripe its key, webhook secret and the price of each plan and period", () => {
    expect(decideBillingMode(stripe).stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      prices: {
        pro: { month: "price_pm", year: "price_py" },
        premium: { month: "price_xm", year: "price_xy" },
      },
    });
  });

  it.each<[string, BillingSettings, string[]]>([
    [
      "only the secret key, on PostgreSQL",
      { ...postgres, STRIPE_SECRET_KEY: "sk_test_1" },
      STRIPE_SETTING_NAMES.filter((name) => name !== "STRIPE_SECRET_KEY"),
    ],
    [
      "only the secret key, in the demo",
      { STRIPE_SECRET_KEY: "sk_test_1" },
      STRIPE_SETTING_NAMES.filter((name) => name !== "STRIPE_SECRET_KEY"),
    ],
    [
      "keys without the price ids",
      { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" },
      [
        "STRIPE_PRICE_PRO_MONTH",
        "STRIPE_PRICE_PRO_YEAR",
        "STRIPE_PRICE_PREMIUM_MONTH",
        "STRIPE_PRICE_PREMIUM_YEAR",
      ],
    ],
    ["one price id short", without("STRIPE_PRICE_PREMIUM_YEAR"), ["STRIPE_PRICE_PREMIUM_YEAR"]],
    [
      "everything but the webhook secret",
      without("STRIPE_WEBHOOK_SECRET"),
      ["STRIPE_WEBHOOK_SECRET"],
    ],
    [
      "BILLING_MODE=stripe with nothing else",
      { ...postgres, BILLING_MODE: "stripe" },
      [...STRIPE_SETTING_NAMES],
    ],
    [
      "BILLING_MODE=stripe, one price id short",
      { ...without("STRIPE_PRICE_PRO_YEAR"), BILLING_MODE: "stripe" },
      ["STRIPE_PRICE_PRO_YEAR"],
    ],
    [
      "BILLING_MODE=local with Stripe settings",
      { ...postgres, ...stripe, BILLING_MODE: "local" },
      ["BILLING_MODE"],
    ],
    [
      "BILLING_MODE=local with a stray secret key",
      { BILLING_MODE: "local", STRIPE_SECRET_KEY: "sk_test_1" },
      ["BILLING_MODE"],
    ],
    ["BILLING_MODE=off with Stripe settings", { ...stripe, BILLING_MODE: "off" }, ["BILLING_MODE"]],
  ])("%s: refused, naming %j, and billing stays off", (_, settings, named) => {
    const decision = decideBillingMode(settings);
    expect(decision.problems.map((problem) => problem.setting)).toEqual(named);
    expect(decision).toMatchObject({ mode: "off", stripe: null });
  });

  it("says why each setting is missing, and what contradicts local test mode", () => {
    expect(decideBillingMode({ STRIPE_SECRET_KEY: "sk_test_1" }).problems[0]!.message).toBe(
      "is missing: Stripe needs all six STRIPE_* settings together (STRIPE_SECRET_KEY is set)",
    );
    expect(decideBillingMode({ BILLING_MODE: "stripe" }).problems[0]!.message).toBe(
      "is missing: Stripe needs all six STRIPE_* settings together (BILLING_MODE is stripe)",
    );
    expect(
      decideBillingMode({
        BILLING_MODE: "local",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
      }).problems[0]!.message,
    ).toMatch(
      /^"local" contradicts the Stripe settings that are set \(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET\)/,
    );
  });
});
