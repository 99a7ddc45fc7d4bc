import "server-only";
import { serialize } from "cookie";
import { ATTRIBUTION_TTL_MS } from "@/lib/attribution/attribution-record";
import { isCrossSiteRequest } from "@/server/api/is-cross-site-request";
import { readLimitedBody } from "@/server/api/read-limited-body";
import { getClientIp } from "@/server/auth/client-ip";
import type { Database } from "@/server/db/create-database";
import { networkFingerprint } from "@/server/http/network-fingerprint";
import { readDeviceId } from "@/server/http/read-device-id";
import { getSiteOrigin } from "@/server/http/site-origin";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import type { Logger } from "@/server/logger";
import { isRateLimitedError } from "@/server/rate-limit/consume-point";
import { retryAfterSeconds } from "@/server/rate-limit/retry-after-seconds";
import type { AffiliateRateLimits } from "./affiliate-rate-limits";
import { clickReportSchema, recordAffiliateClick } from "./record-affiliate-click";

/** The cookie that keeps the click's id for registration: HttpOnly, so no script (nor the attribution record) can change it. */
export const CLICK_COOKIE = "marketdesk_affiliate_click";
/** A click report is a few hundred bytes; anything larger is refused before it is parsed. */
const CLICK_REPORT_MAX_BYTES = 4_096;

type Deps = {
  getDb: () => Database;
  getRateLimits: () => AffiliateRateLimits;
  log: Logger;
  now?: () => Date;
};

/**
 * Whether a page of ours in a browser made the request (docs/security.md#affiliate-program): a
 * same-origin fetch, as browsers mark it (`Sec-Fetch-*`), carrying the device id the page load set.
 * A bare HTTP client sends neither unless it imitates a browser step by step.
 */
const isBrowserReport = (headers: Headers) =>
  headers.get("sec-fetch-site") === "same-origin" &&
  headers.get("sec-fetch-mode") === "cors" &&
  readDeviceId(headers) !== null;

/**
 * `POST /api/affiliate/click`: the browser reports a visit that arrived with an affiliate's code
 * (src/lib/attribution), and the server records the click (docs/product.md#affiliate-program) with
 * keyed hashes of the IP, never the IP. Answers 204 whether or not the code is an active
 * affiliate's and whether or not the report counted (a page in a browser), so the endpoint tells
 * nobody which codes exist or what counts; 400 for a malformed report, 403 from another site, 413
 * over 4 KB, 429 past the per-IP limit.
 */
export function createAffiliateClickHandler({
  getDb,
  getRateLimits,
  log,
  now = () => new Date(),
}: Deps) {
  return async function handleAffiliateClick(request: Request): Promise<Response> {
    if (isCrossSiteRequest(request.headers))
      return Response.json(
        { error: "Clicks are reported by this site's own pages." },
        { status: 403 },
      );
    const body = await readLimitedBody(request, CLICK_REPORT_MAX_BYTES);
    if (body === "too-large")
      return Response.json({ error: "A click report is at most 4 KB." }, { status: 413 });
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return Response.json({ error: "The click report is not JSON." }, { status: 400 });
    }
    const report = clickReportSchema.safeParse(json);
    if (!report.success)
      return Response.json(
        {
          error:
            "The click report needs an affiliate_id and the landing_path of a page of this site.",
        },
        { status: 400 },
      );
    try {
      await getRateLimits().beginClick(getClientIp(request.headers));
    } catch (error) {
      if (!isRateLimitedError(error)) throw error;
      return Response.json(
        { error: error.message },
        { status: 429, headers: { "Retry-After": retryAfterSeconds(error.retryAfterMs) } },
      );
    }
    if (!isBrowserReport(request.headers)) return new Response(null, { status: 204 });
    try {
      const clickId = await recordAffiliateClick(
        getDb(),
        report.data,
        {
          visitorHash: visitorFingerprint(request.headers),
          networkHash: networkFingerprint(request.headers),
        },
        now(),
      );
      if (!clickId) return new Response(null, { status: 204 });
      // Secure when the site is served over HTTPS, behind a proxy too (as the session cookie).
      const secure = getSiteOrigin(request.headers).startsWith("https://");
      const cookie = serialize(CLICK_COOKIE, clickId, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure,
        maxAge: ATTRIBUTION_TTL_MS / 1000,
      });
      return new Response(null, { status: 204, headers: { "Set-Cookie": cookie } });
    } catch (error) {
      // A click not recorded must not break the visitor's page: logged, and the page goes on.
      log.error({ err: error }, "recording an affiliate click failed");
      return Response.json({ error: "The click could not be recorded." }, { status: 503 });
    }
  };
}
