import { randomUUID } from "node:crypto";
import { parseSetCookie } from "cookie";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import {
  type AffiliateRateLimits,
  createAffiliateRateLimits,
} from "@/features/affiliate/server/affiliate-rate-limits";
import type { AffiliateTerms } from "@/features/affiliate/server/affiliate-terms";
import { bindAffiliateReferral } from "@/features/affiliate/server/bind-affiliate-referral";
import { createAffiliateClickHandler } from "@/features/affiliate/server/create-affiliate-click-handler";
import { handleAffiliateBillingOutcome } from "@/features/affiliate/server/handle-affiliate-billing-outcome";
import { decideAffiliate, saveApplication } from "@/features/affiliate/server/mutations";
import { createAffiliateRouter } from "@/features/affiliate/server/router";
import { createAuthRouter } from "@/features/auth/server/router";
import type { BillingInterval, PlanId } from "@/features/billing/plans";
import { onBillingOutcome } from "@/features/billing/server/billing-outcome-listeners";
import { localCheckoutEvent } from "@/features/billing/server/local-billing";
import { applyBillingEvent } from "@/features/billing/server/mutations";
import { publishBillingOutcomes } from "@/features/billing/server/publish-billing-outcomes";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import type { Database } from "@/server/db/create-database";
import type { UserType } from "@/server/db/enums";
import { users } from "@/server/db/schema";
import { DEVICE_COOKIE } from "@/server/http/read-device-id";
import { requestHeaders, uniqueIp } from "./auth-helpers";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const PASSWORD = "correct horse battery staple";
/** The program's default terms (docs/product.md#affiliate-program), which the tests' figures assume. */
export const TERMS: AffiliateTerms = {
  defaultRateBps: 3_000,
  months: 12,
  holdDays: 30,
  payoutMinimum: 5_000,
};
const silent = pino({ level: "silent" });

/**
 * Someone browsing: the socket's IP, the browser's user agent (the server's fingerprints are made
 * of them) and the device id its first page load was given (src/proxy.ts); null for a bare client.
 */
export type Visitor = { ip: string; userAgent: string; device: string | null };
export const newVisitor = (): Visitor => ({
  ip: uniqueIp(),
  userAgent: `Mozilla/5.0 (affiliate test ${randomUUID().slice(0, 8)})`,
  device: randomUUID(),
});
/** The visitor's request headers, with the device cookie and any other cookies (`name=value; …`). */
export const visitorHeaders = (visitor: Visitor, cookie?: string) => ({
  ...requestHeaders(
    visitor.ip,
    [visitor.device && `${DEVICE_COOKIE}=${visitor.device}`, cookie].filter(Boolean).join("; "),
  ),
  "user-agent": visitor.userAgent,
});

export type Account = { id: string; email: string; type: UserType };

/** An account row, its email confirmed unless told otherwise. */
export async function insertAccount(
  db: Database,
  {
    email = `aff-${randomUUID()}@example.com`,
    type = "authenticated",
    verified = true,
  }: { email?: string; type?: UserType; verified?: boolean } = {},
): Promise<Account> {
  const [row] = await db
    .insert(users)
    .values({ email, type, emailVerifiedAt: verified ? new Date() : null })
    .returning({ id: users.id });
  return { id: row!.id, email, type };
}

export type Affiliate = { id: string; code: string; payoutEmail: string; owner: Account };

/** An approved affiliate, applied and approved through the program's own writes; `appliedFrom` is the fingerprint of the application. */
export async function createActiveAffiliate(
  db: Database,
  {
    owner,
    payoutEmail = `payout-${randomUUID()}@example.com`,
    appliedFrom = randomUUID(),
  }: { owner?: Account; payoutEmail?: string; appliedFrom?: string } = {},
): Promise<Affiliate> {
  const account = owner ?? (await insertAccount(db));
  const applied = await saveApplication(
    db,
    account.id,
    {
      name: `Publisher ${account.email}`,
      website: "https://markets.example.org",
      promotion: "A weekly newsletter on screeners.",
      payoutEmail,
    },
    appliedFrom,
  );
  const approved = await decideAffiliate(db, applied!.id, "approve", "");
  return { id: approved!.id, code: approved!.code!, payoutEmail, owner: account };
}

/** A ServerAnalytics that keeps what it is given, for the tests to read. */
export function createRecordingAnalytics() {
  const captured: Array<{
    event: string;
    distinctId: string;
    properties: Record<string, unknown>;
  }> = [];
  const analytics: ServerAnalytics = {
    capture: (event, distinctId, properties) =>
      void captured.push({ event, distinctId, properties }),
    shutdown: async () => {},
  };
  return {
    analytics,
    captured,
    conversionOf: (userId: string) =>
      captured.find((entry) => entry.event === "conversion" && entry.distinctId === userId)
        ?.properties,
  };
}

/**
 * The program as a visitor and its members meet it, on one clock: the click endpoint, registration
 * (auth's router with the program's binding, as root.ts composes it) and the affiliate procedures.
 */
export function createAffiliateTestbed(
  getDb: () => Database,
  {
    now = () => new Date(),
    getRateLimits,
  }: { now?: () => Date; getRateLimits?: () => AffiliateRateLimits } = {},
) {
  const recording = createRecordingAnalytics();
  const authLimits = createAuthRateLimits(undefined);
  const clickLimits = createAffiliateRateLimits(undefined);
  const noMail = {
    available: false,
    link: () => "",
    send: () => Promise.reject(new Error("no mail in these tests")),
  };
  const deps = { now, getAnalytics: () => recording.analytics, getTerms: () => TERMS };
  const router = createTRPCRouter({
    auth: createAuthRouter({
      ...deps,
      bindReferral: bindAffiliateReferral,
      getRateLimits: () => authLimits,
      getMailer: () => noMail,
    }),
    affiliate: createAffiliateRouter(deps),
  });
  const caller = (
    account: Account | null,
    headers: Record<string, string> = requestHeaders(uniqueIp()),
  ) =>
    createCallerFactory(router)({
      db: getDb(),
      log: silent,
      requestId: "t",
      headers: new Headers(headers),
      session: account ? { user: { id: account.id, type: account.type } } : null,
    });
  const handleClick = createAffiliateClickHandler({
    getDb,
    getRateLimits: getRateLimits ?? (() => clickLimits),
    log: silent,
    now,
  });

  /**
   * A click report as the landing page's fetch sends it (src/lib/attribution/report-affiliate-click.ts),
   * marked by the browser as a same-origin fetch; a string is sent as it is.
   */
  const click = (
    visitor: Visitor,
    report: Record<string, unknown> | string,
    headers: Record<string, string> = {},
  ) =>
    handleClick(
      new Request("http://localhost:3000/api/affiliate/click", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "sec-fetch-mode": "cors",
          ...visitorHeaders(visitor),
          ...headers,
        },
        body: typeof report === "string" ? report : JSON.stringify(report),
      }),
    );

  /** Registers from `visitor` with the code in the attribution record, and the click's cookie when given. */
  const register = async (
    visitor: Visitor,
    code: string | null,
    {
      email = `customer-${randomUUID()}@example.com`,
      cookie,
    }: { email?: string; cookie?: string } = {},
  ): Promise<Account> => {
    const created = await caller(null, visitorHeaders(visitor, cookie)).auth.register({
      email,
      password: PASSWORD,
      attribution: code ? { affiliate_id: code } : null,
    });
    return { id: created.id, email: created.email, type: "authenticated" };
  };

  /** A customer the affiliate referred: a click on their link, then registration with its cookie. */
  const refer = async (
    affiliate: Affiliate,
    options: { email?: string } = {},
  ): Promise<Account> => {
    const visitor = newVisitor();
    const cookie = clickCookie(
      await click(visitor, { affiliate_id: affiliate.code, landing_path: "/pricing" }),
    );
    if (!cookie) throw new Error(`no click recorded for ${affiliate.code}`);
    return register(visitor, affiliate.code, { ...options, cookie });
  };

  return { ...recording, caller, click, register, refer };
}

/** The click cookie a click response set, as the browser sends it back (`name=value`); null when none. */
export function clickCookie(response: Response): string | null {
  const header = response.headers.get("set-cookie");
  if (!header) return null;
  const { name, value } = parseSetCookie(header);
  return `${name}=${value}`;
}

/** Billing's outcomes handed to the program while the suite runs, as src/instrumentation.ts registers its listener. */
export function listenAsAffiliateProgram(getDb: () => Database): void {
  let stop = () => {};
  beforeAll(
    () =>
      void (stop = onBillingOutcome("affiliate", (outcome) =>
        handleAffiliateBillingOutcome(getDb(), outcome),
      )),
  );
  afterAll(() => stop());
}

/** A checkout paid at `paidAt` (local billing's events, the production path), published to the listeners. Returns the invoice. */
export async function payInvoice(
  db: Database,
  userId: string,
  paidAt: Date,
  planId: Exclude<PlanId, "free"> = "pro",
  interval: BillingInterval = "month",
) {
  const event = localCheckoutEvent(userId, planId, interval, paidAt);
  await publishBillingOutcomes(db, await applyBillingEvent(db, event));
  return { ...event.invoice!, eventId: event.id, event };
}

/** A refund of `amountRefunded` cents (in all) of the invoice's payment, in the event `eventId`. */
export async function refundInvoice(
  db: Database,
  invoice: { paymentIntentId: string | null },
  amountRefunded: number,
  eventId = `local_evt_${randomUUID()}`,
) {
  const applied = await applyBillingEvent(db, {
    id: eventId,
    type: "charge.refunded",
    refund: { paymentIntentId: invoice.paymentIntentId!, amountRefunded },
  });
  await publishBillingOutcomes(db, applied);
  return applied;
}

/** A chargeback on the invoice's payment opened at `disputedAt`, or with null closed in the merchant's favour, in the event `eventId`. */
export async function disputeInvoice(
  db: Database,
  invoice: { paymentIntentId: string | null },
  disputedAt: Date | null,
  eventId = `local_evt_${randomUUID()}`,
) {
  const applied = await applyBillingEvent(db, {
    id: eventId,
    type: disputedAt ? "charge.dispute.created" : "charge.dispute.closed",
    dispute: { paymentIntentId: invoice.paymentIntentId!, disputedAt },
  });
  await publishBillingOutcomes(db, applied);
  return applied;
}
