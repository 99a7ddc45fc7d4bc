import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/create-database";
import { requestHeaders, uniqueIp } from "./auth-helpers";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_secrecy",
  STRIPE_WEBHOOK_SECRET: "whsec_secrecy",
  STRIPE_PRICE_PRO_MONTH: "price_pro_m",
  STRIPE_PRICE_PRO_YEAR: "price_pro_y",
  STRIPE_PRICE_PREMIUM_MONTH: "price_premium_m",
  STRIPE_PRICE_PREMIUM_YEAR: "price_premium_y",
};
/** Each billing mode's settings (docs/security.md, "Billing modes"). */
const MODES: Record<string, Record<string, string>> = {
  local: {},
  off: { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/never_opened" },
  stripe: STRIPE,
};

const webhookRequest = (body: string, signature?: string) =>
  new Request("http://md.example/api/stripe/webhook", {
    method: "POST",
    body,
    headers: signature ? { "stripe-signature": signature } : {},
  });

/** Everything an outsider can ask about billing without an account, under one mode's settings. */
async function outsiderViewOf(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const { billingRouter } = await import("@/features/billing/server/router");
  const { createCallerFactory, createTRPCRouter } = await import("@/server/api/trpc");
  const { POST: webhook } = await import("@/app/api/stripe/webhook/route");
  const caller = createCallerFactory(createTRPCRouter({ stripe: billingRouter }))({
    db: undefined as unknown as Database, // neither procedure asked reads the database
    log: pino({ level: "silent" }),
    requestId: "t",
    headers: new Headers(requestHeaders(uniqueIp())),
    session: null,
  });
  const answer = async (response: Response) => ({
    status: response.status,
    body: await response.json(),
  });
  return {
    listPlans: await caller.stripe.listPlans(),
    getPlanById: await caller.stripe.getPlanById({ id: "premium" }),
    unsigned: await answer(await webhook(webhookRequest("{}"))),
    forged: await answer(await webhook(webhookRequest("{}", "t=1,v1=forged"))),
    oversized: await answer(await webhook(webhookRequest("x".repeat(1_000_001), "t=1,v1=x"))),
  };
}

describe("billing mode secrecy (docs/security.md, Billing modes)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers an outsider's plan queries and webhook requests alike in every mode", async () => {
    const views: Record<string, Awaited<ReturnType<typeof outsiderViewOf>>> = {};
    for (const [mode, settings] of Object.entries(MODES)) {
      views[mode] = await outsiderViewOf(settings);
      vi.unstubAllEnvs();
    }
    expect(views.local!.unsigned.status).toBe(400);
    expect(views.local!.oversized.status).toBe(413);
    expect(JSON.stringify(views.local)).not.toMatch(/billingMode|"(local|off|stripe)"|price_/);
    expect(views.off).toEqual(views.local);
    expect(views.stripe).toEqual(views.local);
  });
});
