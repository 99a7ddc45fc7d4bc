import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { affiliateClicks, affiliates } from "@/server/db/schema";
import { networkFingerprint } from "@/server/http/network-fingerprint";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import { consumePoint } from "@/server/rate-limit/consume-point";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";
import {
  clickCookie,
  createActiveAffiliate,
  createAffiliateTestbed,
  newVisitor,
  visitorHeaders,
} from "./affiliate-helpers";
import { describeEachDatabase } from "./test-databases";

const MINUTE_MS = 60_000;

/** docs/product.md#affiliate-program: POST /api/affiliate/click, the server's record of a visit with an affiliate's code. */
describeEachDatabase("affiliate clicks", (getHandle) => {
  const db = () => getHandle().db;
  /** Five minutes into an hour, so a report twenty minutes later falls in the same hour. */
  const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  let at = new Date(hourStart + 5 * MINUTE_MS);
  const bed = createAffiliateTestbed(db, { now: () => at });
  /** The same, without the click rate limit: for tests that send many clicks from one place. */
  const unlimited = createAffiliateTestbed(db, {
    now: () => at,
    getRateLimits: () => ({ beginClick: async () => {} }),
  });
  const clicksOf = (affiliateId: string) =>
    db().select().from(affiliateClicks).where(eq(affiliateClicks.affiliateId, affiliateId));

  it("records one click per network and hour, with keyed hashes of the visitor, the landing page, its UTM fields, the referrer's host and the link it matched", async () => {
    const affiliate = await createActiveAffiliate(db());
    const link = await bed
      .caller(affiliate.owner)
      .affiliate.createLink({ path: "/pricing", utm_source: "newsletter", utm_campaign: "spring" });
    // The same page (its query aside) and UTM fields again is the link already built.
    expect(
      await bed.caller(affiliate.owner).affiliate.createLink({
        path: "/pricing?plan=pro",
        utm_source: "newsletter",
        utm_campaign: "spring",
      }),
    ).toEqual({ id: link.id, created: false });
    const visitor = newVisitor();
    const report = {
      affiliate_id: affiliate.code,
      landing_path: "/pricing",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "spring",
      referrer: "https://blog.example.org/best-screeners?id=4",
    };
    at = new Date(hourStart + 5 * MINUTE_MS);
    const first = await bed.click(visitor, report);
    expect(first.status).toBe(204);
    const cookie = clickCookie(first);
    expect(first.headers.get("set-cookie")).toMatch(
      /^marketdesk_affiliate_click=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const [row, ...others] = await clicksOf(affiliate.id);
    expect(others).toEqual([]);
    expect(cookie).toBe(`marketdesk_affiliate_click=${row!.id}`);
    expect(row).toMatchObject({
      linkId: link.id,
      landingPath: "/pricing",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "spring",
      referrerHost: "blog.example.org",
      visitorHash: visitorFingerprint(new Headers(visitorHeaders(visitor))),
      networkHash: networkFingerprint(new Headers(visitorHeaders(visitor))),
      clickedAt: at,
      hour: new Date(hourStart),
    });
    // The IP is nowhere in the row, not even as part of a value.
    expect(JSON.stringify(row)).not.toContain(visitor.ip);

    // The same visitor twenty minutes later: the same click, its cookie again.
    at = new Date(hourStart + 25 * MINUTE_MS);
    const again = await bed.click(visitor, report);
    expect(clickCookie(again)).toBe(cookie);
    expect(await clicksOf(affiliate.id)).toHaveLength(1);

    // Another visitor is another click; a landing page with other UTM fields matches no link.
    const other = await bed.click(newVisitor(), { ...report, utm_campaign: "autumn" });
    expect(clickCookie(other)).not.toBe(cookie);
    const rows = await clicksOf(affiliate.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((found) => found.id !== row!.id)).toMatchObject({
      linkId: null,
      utmCampaign: "autumn",
    });

    // The same visitor in the next hour is a click of that hour.
    at = new Date(hourStart + 65 * MINUTE_MS);
    expect(clickCookie(await bed.click(visitor, report))).not.toBe(cookie);
    expect(await clicksOf(affiliate.id)).toHaveLength(3);
  });

  it("records nothing for an unknown, applied or suspended affiliate's code, with the same 204 and no cookie", async () => {
    const suspended = await createActiveAffiliate(db());
    await db()
      .update(affiliates)
      .set({ status: "suspended" })
      .where(eq(affiliates.id, suspended.id));
    // An application has no code until approved; one given a code while applied must still record nothing.
    const applied = await createActiveAffiliate(db());
    await db().update(affiliates).set({ status: "applied" }).where(eq(affiliates.id, applied.id));
    for (const code of ["nobody-has-this", suspended.code, applied.code]) {
      const response = await bed.click(newVisitor(), { affiliate_id: code, landing_path: "/" });
      expect(response.status, code).toBe(204);
      expect(response.headers.get("set-cookie"), code).toBeNull();
    }
    expect([...(await clicksOf(suspended.id)), ...(await clicksOf(applied.id))]).toEqual([]);
  });

  it("refuses a malformed report (400), one over 4 KB (413) and one from another site (403), recording nothing", async () => {
    const affiliate = await createActiveAffiliate(db());
    const visitor = newVisitor();
    const report = { affiliate_id: affiliate.code, landing_path: "/pricing" };
    const refusals: Array<[number, Response]> = [
      [400, await bed.click(visitor, "{not json")],
      [400, await bed.click(visitor, { ...report, landing_path: "https://elsewhere.example/" })],
      [400, await bed.click(visitor, { landing_path: "/" })],
      [413, await bed.click(visitor, { ...report, utm_content: "x".repeat(4_100) })],
      [403, await bed.click(visitor, report, { "sec-fetch-site": "cross-site" })],
      [403, await bed.click(visitor, report, { origin: "https://elsewhere.example" })],
    ];
    for (const [status, response] of refusals) {
      expect(response.status).toBe(status);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await clicksOf(affiliate.id)).toEqual([]);
    // The same report, well formed and from this site, is recorded.
    expect(
      clickCookie(await bed.click(visitor, report, { "sec-fetch-site": "same-origin" })),
    ).not.toBeNull();
  });

  it("counts one unique visitor per network and hour, however many user agents and device ids it rotates", async () => {
    const affiliate = await createActiveAffiliate(db());
    const report = { affiliate_id: affiliate.code, landing_path: "/" };
    at = new Date(hourStart + 5 * MINUTE_MS);
    // 60 browsers from one IP, then 12 from each of five IPs, all within a minute.
    const networks = [newVisitor().ip, ...Array.from({ length: 5 }, () => newVisitor().ip)];
    const cookies = new Set<string | null>();
    for (const [index, ip] of networks.entries())
      for (let n = 0; n < (index === 0 ? 60 : 12); n++)
        cookies.add(clickCookie(await unlimited.click({ ...newVisitor(), ip }, report)));
    expect(cookies.size).toBe(6);
    expect(cookies.has(null)).toBe(false);
    expect(await clicksOf(affiliate.id)).toHaveLength(6);
    // The partner's dashboard, a minute on, counts them as six unique visitors.
    at = new Date(hourStart + 6 * MINUTE_MS);
    const { funnel } = await unlimited.caller(affiliate.owner).affiliate.dashboard({ days: 30 });
    expect(funnel.clicks).toBe(6);

    // The first network in the next hour is a visitor of that hour.
    at = new Date(hourStart + 65 * MINUTE_MS);
    await unlimited.click({ ...newVisitor(), ip: networks[0]! }, report);
    expect(await clicksOf(affiliate.id)).toHaveLength(7);
  });

  it("counts an IPv6 line as one visitor whichever addresses of its /64 the device rotates through", async () => {
    const affiliate = await createActiveAffiliate(db());
    const report = { affiliate_id: affiliate.code, landing_path: "/" };
    at = new Date(hourStart + 5 * MINUTE_MS);
    const hextet = () => Math.floor(Math.random() * 0x10000).toString(16);
    const line = `2001:db8:${hextet()}:${hextet()}`;
    for (let n = 0; n < 8; n++)
      await unlimited.click(
        { ...newVisitor(), ip: `${line}:${hextet()}:${hextet()}:${hextet()}:${hextet()}` },
        report,
      );
    expect(await clicksOf(affiliate.id)).toHaveLength(1);
    // The neighbouring /64 is another line, another visitor.
    await unlimited.click({ ...newVisitor(), ip: `2001:db8:${hextet()}:${hextet()}::1` }, report);
    expect(await clicksOf(affiliate.id)).toHaveLength(2);
  });

  it("counts only a report a page of the site made in a browser: not a bare HTTP client's, with the same 204", async () => {
    const affiliate = await createActiveAffiliate(db());
    const report = { affiliate_id: affiliate.code, landing_path: "/" };
    const bare = { "sec-fetch-site": "", "sec-fetch-mode": "" };
    const uncounted = [
      // curl: no Sec-Fetch-* headers, and no device id, as no page was loaded first.
      await bed.click({ ...newVisitor(), device: null }, report, bare),
      // Browser-like headers, but no page load gave it a device id (or a forged one).
      await bed.click({ ...newVisitor(), device: null }, report),
      await bed.click({ ...newVisitor(), device: "not-a-device-id" }, report),
      // A device id, but not a fetch from a page (an address typed or a link followed).
      await bed.click(newVisitor(), report, bare),
      await bed.click(newVisitor(), report, { "sec-fetch-mode": "navigate" }),
    ];
    for (const response of uncounted) {
      expect(response.status).toBe(204);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await clicksOf(affiliate.id)).toEqual([]);
    expect(clickCookie(await bed.click(newVisitor(), report))).not.toBeNull();
  });

  it("records one click for two reports of one visitor at the same moment", async () => {
    const affiliate = await createActiveAffiliate(db());
    const visitor = newVisitor();
    const report = { affiliate_id: affiliate.code, landing_path: "/" };
    const [first, second] = await Promise.all([
      bed.click(visitor, report),
      bed.click(visitor, report),
    ]);
    expect(clickCookie(first)).not.toBeNull();
    expect(clickCookie(second)).toBe(clickCookie(first));
    expect(await clicksOf(affiliate.id)).toHaveLength(1);
  });

  it("refuses a report with a control character in its code or landing page as malformed (400), not as a failure", async () => {
    const affiliate = await createActiveAffiliate(db());
    const reports = [
      { affiliate_id: `${affiliate.code}\u0000`, landing_path: "/" },
      { affiliate_id: affiliate.code, landing_path: "/a\u0000b" },
    ];
    const statuses = [];
    for (const report of reports) statuses.push((await bed.click(newVisitor(), report)).status);
    expect(statuses).toEqual([400, 400]);
    expect(await clicksOf(affiliate.id)).toEqual([]);
  });

  it("answers 429 past the per-IP limit, with Retry-After", async () => {
    const limiter = createRateLimiter(
      "affiliate-click-test",
      { points: 2, seconds: 60 },
      undefined,
    );
    const limited = createAffiliateTestbed(db, {
      getRateLimits: () => ({ beginClick: (ip) => consumePoint(limiter, ip) }),
    });
    const affiliate = await createActiveAffiliate(db());
    const visitor = newVisitor();
    const report = { affiliate_id: affiliate.code, landing_path: "/" };
    expect((await limited.click(visitor, report)).status).toBe(204);
    expect((await limited.click(visitor, report)).status).toBe(204);
    const refused = await limited.click(visitor, report);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another IP has its own points.
    expect((await limited.click(newVisitor(), report)).status).toBe(204);
    expect(await clicksOf(affiliate.id)).toHaveLength(2);
  });
});
