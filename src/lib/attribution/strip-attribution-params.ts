import { AFFILIATE_PARAMS, UTM_FIELDS } from "./attribution-record";

const ATTRIBUTION_PARAMS = new Set<string>([...UTM_FIELDS, ...AFFILIATE_PARAMS]);

/** The URL without its attribution parameters; every other parameter and the hash stay as they were. */
export function stripAttributionParams(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()])
    if (ATTRIBUTION_PARAMS.has(name)) url.searchParams.delete(name);
  return url.toString();
}
