import "server-only";
import { z } from "zod";
import { createAttributionFieldsSchema } from "@/lib/attribution/attribution-fields-schema";
import { ATTRIBUTION_VALUE_MAX } from "@/lib/attribution/attribution-record";
import { hostOf } from "@/lib/attribution/host-of";
import { FORBIDDEN_CHARACTERS } from "@/lib/validation/forbidden-characters";
import type { Database } from "@/server/db/create-database";
import { affiliateLinkKey } from "../build-affiliate-link";
import { findAffiliateByCode, findLinkByKey } from "./data";
import { saveClick } from "./mutations";

/** What the browser reports of a visit with an affiliate's code: the stored attribution's fields and the page it landed on. */
export const clickReportSchema = createAttributionFieldsSchema()
  .partial()
  .extend({
    // A code or path with control characters is no link of ours (and NUL is one PostgreSQL's text refuses).
    affiliate_id: z
      .string()
      .trim()
      .min(1)
      .max(ATTRIBUTION_VALUE_MAX)
      .refine((code) => !FORBIDDEN_CHARACTERS.test(code)),
    landing_path: z
      .string()
      .max(300)
      .refine(
        (path) =>
          path.startsWith("/") && !path.startsWith("//") && !FORBIDDEN_CHARACTERS.test(path),
      ),
  });
export type ClickReport = z.output<typeof clickReportSchema>;

/**
 * Records a click for an active affiliate's code (docs/product.md#affiliate-program), on the link
 * the affiliate built for that page and those UTM fields when there is one. An unknown or inactive
 * code records nothing: null. Otherwise the click's id, the visitor's proof at registration.
 */
export async function recordAffiliateClick(
  db: Database,
  report: ClickReport,
  visitor: { visitorHash: string; networkHash: string },
  now: Date,
): Promise<string | null> {
  const affiliate = await findAffiliateByCode(db, report.affiliate_id);
  if (affiliate?.status !== "active") return null;
  const {
    utm_source = null,
    utm_medium = null,
    utm_campaign = null,
    utm_term = null,
    utm_content = null,
  } = report;
  const linkId = await findLinkByKey(
    db,
    affiliate.id,
    affiliateLinkKey({
      path: report.landing_path,
      utm_source,
      utm_medium,
      utm_campaign,
      utm_term,
      utm_content,
    }),
  );
  return saveClick(db, {
    affiliateId: affiliate.id,
    linkId,
    landingPath: report.landing_path,
    utmSource: utm_source,
    utmMedium: utm_medium,
    utmCampaign: utm_campaign,
    utmTerm: utm_term,
    utmContent: utm_content,
    referrerHost: hostOf(report.referrer),
    ...visitor,
    at: now,
  });
}
