import type { CreateLinkInput } from "./affiliate-inputs";

type LinkFields = Omit<CreateLinkInput, "path"> & { path: string };
const utmNames = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * The address an affiliate shares: the page, its own query kept, the code as `affiliate_id` (the
 * first of the three names the site reads) and the UTM fields filled in.
 */
export function buildAffiliateLink(origin: string, code: string, link: LinkFields): string {
  const url = new URL(link.path, origin);
  url.searchParams.set("affiliate_id", code);
  for (const name of utmNames) {
    const value = link[name];
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * A link's identity: its path without query or hash, and its UTM fields. The same link built twice
 * is one link, and a click landing on a page with those fields counts for it.
 */
export function affiliateLinkKey(link: LinkFields): string {
  const path = link.path.split(/[?#]/)[0] || "/";
  return JSON.stringify([path, ...utmNames.map((name) => link[name] || null)]);
}
