import {
  AFFILIATE_PARAMS,
  ATTRIBUTION_VALUE_MAX,
  type AttributionFields,
  UTM_FIELDS,
} from "./attribution-record";

function clean(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, ATTRIBUTION_VALUE_MAX) : null;
}

/**
 * The attribution parameters of a URL (docs/behaviour.md#attribution), without the referrer; null when none is present.
 * The affiliate id falls back from `affiliate_id` to `aff_id` to `ref`.
 */
export function readAttributionParams(
  params: URLSearchParams,
): Omit<AttributionFields, "referrer"> | null {
  const utm = Object.fromEntries(
    UTM_FIELDS.map((field) => [field, clean(params.get(field))]),
  ) as Record<(typeof UTM_FIELDS)[number], string | null>;
  const affiliateId =
    AFFILIATE_PARAMS.map((name) => clean(params.get(name))).find((value) => value !== null) ?? null;
  const fields = { ...utm, affiliate_id: affiliateId };
  return Object.values(fields).some((value) => value !== null) ? fields : null;
}
