import { AFFILIATE_PARAMS } from "@/lib/attribution/attribution-record";

/**
 * Whether `url` carries an affiliate's code for `siteHost`: chat labels such a link "affiliate link"
 * (docs/product.md#chat), so readers know someone earns from their click.
 */
export function isAffiliateLink(url: string, siteHost: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.host === siteHost &&
    AFFILIATE_PARAMS.some((name) => (parsed.searchParams.get(name) ?? "").trim() !== "")
  );
}
