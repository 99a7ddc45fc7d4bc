import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { analyticsRouter } from "@/features/analytics/server/router";
import { createAuthRouter } from "@/features/auth/server/router";
import { upsertAdmin } from "@/features/auth/server/upsert-admin";
import { createServerAnalytics } from "@/server/analytics/create-server-analytics";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { analyticsEvents, subscriptions, users } from "@/server/db/schema";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { serveFetchHandler } from "./serve-fetch-handler";
import { describeEachDatabase } from "./test-databases";

const TOKEN = "phc_dashboard_test";
const STRONG = "correct horse battery staple";

describeEachDatabase("registration attribution, server events and the dashboard", (getHandle) => {
  let server: Awaited<ReturnType<typeof serveFetchHandler>>;
  let analytics: ReturnType<typeof createServerAnalytics>;
  const router = createTRPCRouter({
    auth: createAuthRouter({ getAnalytics: () => analytics }),
    analytics: analyticsRouter,
  });
  const createCaller = createCallerFactory(router);
  const caller = (session?: { id: string; type: "guest" | "authenticated" | "admin" }) =>
    createCaller({
      db: getHandle().db,
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers({ ...requestHeaders(uniqueIp()), host: "md.example" }),
      session: session ? { user: session } : null,
    });

  beforeAll(async () => {
    server = await serveFetchHandler(
      createIngestHandler({
        getDb: () => getHandle().db,
        token: TOKEN,
        storeEvents: true,
        log: pino({ level: "silent" }),
      }),
    );
    analytics = createServerAnalytics({ token: TOKEN, host: `${server.origin}/ingest` });
  });
  // Shut down before the server closes: the files of a worker share its process, and a client left
  // running would keep flushing to a port that is gone while the next file runs.
  afterAll(async () => {
    await analytics.shutdown();
    await server.close();
  });

  it("keeps the attribution and signup_flow on the user, and records the server's registration and conversion events; the browser's affiliate code alone binds nothing", async () => {
    const email = `aff-${randomUUID()}@example.com`;
    const created = await caller().auth.register({
      email,
      password: STRONG,
      attribution: {
        utm_source: "news",
        utm_medium: null,
        utm_campaign: "spring",
        utm_term: null,
        utm_content: null,
        affiliate_id: "A7",
        referrer: "https://news.example/story",
      },
      client: { session_id: "tab-1", page_url: "https://md.example/register" },
    });
    expect(created.signupFlow).toBe("affiliate");
    const [row] = await getHandle().db.select().from(users).where(eq(users.id, created.id));
    // Bound only by the affiliate program against a recorded click (affiliate-referrals.test.ts), which this router is not given.
    expect(row).toMatchObject({
      utmSource: "news",
      utmCampaign: "spring",
      affiliateId: null,
      referrerHost: "news.example",
      signupFlow: "affiliate",
    });

    await analytics.shutdown();
    analytics = createServerAnalytics({ token: TOKEN, host: `${server.origin}/ingest` });
    const events = await getHandle()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.distinctId, created.id));
    const byName = Object.fromEntries(
      events.map((e) => [e.event, e.properties as Record<string, unknown>]),
    );
    expect(byName.auth_registration).toMatchObject({
      signup_flow: "affiliate",
      auth_method: "credentials",
      user_id: created.id,
      session_id: "tab-1",
      page_url: "https://md.example/register",
      landing_page: "/register",
    });
    expect(byName.conversion).toMatchObject({
      conversion_type: "registration",
      attributed_to_affiliate: false,
      user_type: "authenticated",
    });
  });

  it("decides campaign, referral and organic on the server from the record it is sent", async () => {
    const flows = await Promise.all(
      [
        { utm_source: "newsletter" },
        { referrer: "https://forum.example/t/1" },
        { referrer: "https://md.example/pricing" },
        null,
      ].map(
        async (attribution) =>
          (
            await caller().auth.register({
              email: `f-${randomUUID()}@example.com`,
              password: STRONG,
              attribution,
            })
          ).signupFlow,
      ),
    );
    expect(flows).toEqual(["campaign", "referral", "organic", "organic"]);
  });

  it("shows admins the events, signup flows, attribution, the affiliate funnel and web vitals; refuses others", async () => {
    const now = new Date();
    const base = {
      family: "performance",
      distinctId: "d",
      sessionId: "s",
      userType: "guest",
      pagePath: "/pricing",
      occurredAt: now,
    };
    await getHandle()
      .db.insert(analyticsEvents)
      .values([
        ...[100, 200, 300, 400].map((value) => ({
          ...base,
          uuid: randomUUID(),
          event: "performance_metric",
          properties: { metric_name: "largest-contentful-paint", metric_value: value },
        })),
        {
          ...base,
          uuid: randomUUID(),
          event: "affiliate_landing",
          family: "affiliate",
          sessionId: "land-1",
          properties: { affiliate_id: "A7" },
        },
        {
          ...base,
          uuid: randomUUID(),
          event: "affiliate_landing",
          family: "affiliate",
          sessionId: "land-2",
          properties: { affiliate_id: "A7" },
        },
      ]);
    // A registration the affiliate program bound to A7, as its binding writes it.
    const referred = await caller().auth.register({
      email: `bound-${randomUUID()}@example.com`,
      password: STRONG,
      attribution: { affiliate_id: "A7" },
    });
    await getHandle().db.update(users).set({ affiliateId: "A7" }).where(eq(users.id, referred.id));
    const admin = await upsertAdmin(getHandle().db, {
      email: `admin-${randomUUID()}@example.com`,
      password: STRONG,
    });
    const range = {
      from: new Date(now.getTime() - 86_400_000),
      to: new Date(now.getTime() + 86_400_000),
    };
    const dashboard = await caller({ id: admin.id, type: "admin" }).analytics.dashboard(range);
    expect(dashboard.webVitals).toContainEqual({
      page: "/pricing",
      metric: "largest-contentful-paint",
      p50: 250,
      p75: 325,
      samples: 4,
    });
    expect(dashboard.affiliateFunnel.find((row) => row.affiliate_id === "A7")).toMatchObject({
      landings: 2,
      registrations: 1,
    });
    expect(dashboard.signupFlows.map((row) => row.signup_flow)).toEqual(
      expect.arrayContaining(["affiliate", "campaign", "referral", "organic"]),
    );
    expect(dashboard.attribution).toContainEqual({ source: "news", campaign: "spring", count: 1 });
    expect(dashboard.perDay.some((row) => row.family === "performance" && row.count >= 4)).toBe(
      true,
    );
    expect(dashboard.topEvents[0]).toMatchObject({ event: "performance_metric" });

    const member = await caller().auth.register({
      email: `m-${randomUUID()}@example.com`,
      password: STRONG,
    });
    await expect(
      caller({ id: member.id, type: "authenticated" }).analytics.dashboard(range),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      caller({ id: admin.id, type: "admin" }).analytics.dashboard({
        from: range.to,
        to: range.from,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // A day of the year 275760, JavaScript's last: no 500 from a date the database cannot read.
    const farFuture = caller({ id: admin.id, type: "admin" }).analytics.dashboard({
      from: new Date(8.64e15 - 86_400_000),
      to: new Date(8.64e15),
    });
    await expect(farFuture).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(farFuture).rejects.toThrow(/Choose a start date between 2000 and 9999\./);
  });

  it("counts a guest who registers today in today's registrations, however long ago the guest row was made", async () => {
    const db = getHandle().db;
    const admin = await upsertAdmin(db, {
      email: `admin-${randomUUID()}@example.com`,
      password: STRONG,
    });
    const guestSince = new Date(Date.now() - 5 * 86_400_000);
    const [guest] = await db
      .insert(users)
      .values({ type: "guest", createdAt: guestSince })
      .returning({ id: users.id });
    const today = new Date(new Date().toISOString().slice(0, 10));
    const range = { from: today, to: new Date(today.getTime() + 86_400_000) };
    const guestDay = {
      from: new Date(guestSince.getTime() - 3_600_000),
      to: new Date(guestSince.getTime() + 3_600_000),
    };
    const dashboard = (r: typeof range) =>
      caller({ id: admin.id, type: "admin" }).analytics.dashboard(r);
    const [beforeToday, beforeGuestDay] = [
      (await dashboard(range)).headline,
      (await dashboard(guestDay)).headline,
    ];

    const campaign = `upgrade-${randomUUID()}`;
    const attribution = {
      utm_source: "news",
      utm_medium: null,
      utm_campaign: campaign,
      utm_term: null,
      utm_content: null,
      affiliate_id: null,
      referrer: null,
    };
    const created = await caller({ id: guest!.id, type: "guest" }).auth.register({
      email: `upgrade-${randomUUID()}@example.com`,
      password: STRONG,
      attribution,
    });
    expect(created).toMatchObject({ id: guest!.id, upgradedGuest: true });

    const [row] = await db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, guest!.id));
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(range.from.getTime());
    const afterToday = await dashboard(range);
    expect(afterToday.headline.registrations - beforeToday.registrations).toBe(1);
    expect(afterToday.attribution).toContainEqual({ source: "news", campaign, count: 1 });
    const afterGuestDay = await dashboard(guestDay);
    expect(afterGuestDay.headline.registrations).toBe(beforeGuestDay.registrations);
    expect(afterGuestDay.attribution.some((item) => item.campaign === campaign)).toBe(false);
  });

  it("headline: registered users, paying subscribers and MRR now; the range's visitors, registrations and both rates (docs/product.md#analytics)", async () => {
    const db = getHandle().db;
    const admin = await upsertAdmin(db, {
      email: `admin-${randomUUID()}@example.com`,
      password: STRONG,
    });
    // A range in the past no other test writes to, so the range's own figures are exact.
    const range = { from: new Date("2001-03-01T00:00:00Z"), to: new Date("2001-04-01T00:00:00Z") };
    const inRange = new Date("2001-03-10T12:00:00Z");
    const before = (await caller({ id: admin.id, type: "admin" }).analytics.dashboard(range))
      .headline;

    const accounts = await db
      .insert(users)
      .values([
        ...[1, 2, 3, 4].map((n) => ({
          email: `cohort-${n}-${randomUUID()}@example.com`,
          type: "authenticated" as const,
          createdAt: inRange,
        })),
        {
          email: `later-${randomUUID()}@example.com`,
          type: "authenticated" as const,
          createdAt: new Date("2001-05-02T00:00:00Z"),
        },
      ])
      .returning({ id: users.id });
    await db.insert(users).values({ type: "guest", createdAt: inRange });
    const [u1, u2, u3, , later] = accounts.map((row) => row.id);
    const subscription = (
      userId: string,
      planId: "pro" | "premium",
      interval: "month" | "year",
      status: string,
      provider: "stripe" | "local" = "local",
    ) => ({
      userId,
      provider,
      externalId: `sub_${randomUUID()}`,
      planId,
      interval,
      status,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      stateAt: new Date(),
    });
    await db
      .insert(subscriptions)
      .values([
        subscription(u1!, "pro", "month", "active"),
        subscription(u2!, "premium", "year", "active", "stripe"),
        subscription(u3!, "pro", "month", "canceled"),
        subscription(later!, "pro", "year", "past_due"),
      ]);
    const pageview = (distinctId: string, occurredAt: Date, event = "$pageview") => ({
      uuid: randomUUID(),
      event,
      family: "pageview",
      distinctId,
      sessionId: "s",
      userType: "guest",
      pagePath: "/",
      properties: {},
      occurredAt,
    });
    await db
      .insert(analyticsEvents)
      .values([
        ...["a", "b", "c", "d", "e", "a", "b"].map((visitor) =>
          pageview(`visitor-${visitor}`, inRange),
        ),
        pageview("visitor-f", new Date("2001-04-01T00:00:00Z")),
        pageview("visitor-g", inRange, "$pageleave"),
      ]);

    const after = (await caller({ id: admin.id, type: "admin" }).analytics.dashboard(range))
      .headline;
    expect(after.registeredUsers - before.registeredUsers).toBe(5);
    expect(after.payingSubscribers - before.payingSubscribers).toBe(3);
    // 19 a month, 490 and 190 a year: 19 + 40.8333 + 15.8333 dollars, each total rounded to the cent.
    expect(
      Math.abs(after.monthlyRecurringCents - before.monthlyRecurringCents - 7566.67),
    ).toBeLessThanOrEqual(1);
    expect(after).toMatchObject({
      visitors: 5,
      registrations: 4,
      paidRegistrations: 2,
      visitorToRegistration: 0.8,
      registrationToPaid: 0.5,
    });

    const empty = (
      await caller({ id: admin.id, type: "admin" }).analytics.dashboard({
        from: new Date("2000-01-01T00:00:00Z"),
        to: new Date("2000-01-02T00:00:00Z"),
      })
    ).headline;
    expect(empty).toMatchObject({
      visitors: 0,
      registrations: 0,
      visitorToRegistration: null,
      registrationToPaid: null,
    });
  });
});
