/** "local": in-app checkout marked test mode. "stripe": real payments. "off": plans shown, nothing sold. */
export type BillingMode = "local" | "stripe" | "off";

/** Everything real Stripe needs, all together: without a price id a plan could not be sold. */
export const STRIPE_SETTING_NAMES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PRO_MONTH",
  "STRIPE_PRICE_PRO_YEAR",
  "STRIPE_PRICE_PREMIUM_MONTH",
  "STRIPE_PRICE_PREMIUM_YEAR",
] as const;

type StripeSettingName = (typeof STRIPE_SETTING_NAMES)[number];

export type BillingSettings = Partial<Record<StripeSettingName | "DATABASE_URL", string>> & {
  BILLING_MODE?: BillingMode;
};
/** The shape of the six settings: a price id for each paid plan and billing period. */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<"pro" | "premium", Record<"month" | "year", string>>;
};
export type BillingDecision = {
  mode: BillingMode;
  stripe: StripeSettings | null;
  problems: Array<{ setting: string; message: string }>;
};

function findProblems(settings: BillingSettings): BillingDecision["problems"] {
  const present = STRIPE_SETTING_NAMES.filter((name) => settings[name]);
  const missing = STRIPE_SETTING_NAMES.filter((name) => !settings[name]);
  const declared = settings.BILLING_MODE;
  if ((declared === "local" || declared === "off") && present.length > 0) {
    return [
      {
        setting: "BILLING_MODE",
        message: `"${declared}" contradicts the Stripe settings that are set (${present.join(", ")}): remove them, or unset BILLING_MODE to take payments through Stripe`,
      },
    ];
  }
  if (present.length === 0 && declared !== "stripe") return [];
  const reason =
    present.length > 0
      ? `${present.join(", ")} ${present.length === 1 ? "is" : "are"} set`
      : "BILLING_MODE is stripe";
  return missing.map((setting) => ({
    setting,
    message: `is missing: Stripe needs all six STRIPE_* settings together (${reason})`,
  }));
}

/**
 * Which billing this server runs, failing closed (docs/security.md, "Billing modes"): local test
 * mode only in the embedded demo or with BILLING_MODE=local; Stripe only with every setting it
 * needs; otherwise off. Inconsistent settings are problems (env.ts stops start-up with them) and,
 * should validation be skipped, leave billing off. A settings check, so it stays infrastructure
 * next to env.ts; what a mode means for plans and payments is src/features/billing/'s.
 */
export function decideBillingMode(settings: BillingSettings): BillingDecision {
  const problems = findProblems(settings);
  if (problems.length > 0) return { mode: "off", stripe: null, problems };
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO_MONTH: proMonth,
    STRIPE_PRICE_PRO_YEAR: proYear,
  } = settings;
  const { STRIPE_PRICE_PREMIUM_MONTH: premiumMonth, STRIPE_PRICE_PREMIUM_YEAR: premiumYear } =
    settings;
  if (secretKey && webhookSecret && proMonth && proYear && premiumMonth && premiumYear) {
    return {
      mode: "stripe",
      stripe: {
        secretKey,
        webhookSecret,
        prices: {
          pro: { month: proMonth, year: proYear },
          premium: { month: premiumMonth, year: premiumYear },
        },
      },
      problems,
    };
  }
  return {
    mode: settings.BILLING_MODE ?? (settings.DATABASE_URL ? "off" : "local"),
    stripe: null,
    problems,
  };
}
