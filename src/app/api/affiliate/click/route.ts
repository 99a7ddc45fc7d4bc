import { getAffiliateRateLimits } from "@/features/affiliate/server/affiliate-rate-limits";
import { createAffiliateClickHandler } from "@/features/affiliate/server/create-affiliate-click-handler";
import { getDb } from "@/server/db/get-database";
import { logger } from "@/server/logger";

/** A visit with an affiliate's code, reported by the page it landed on (docs/product.md#affiliate-program). */
export const dynamic = "force-dynamic";

export const POST = createAffiliateClickHandler({
  getDb,
  getRateLimits: getAffiliateRateLimits,
  log: logger,
});
