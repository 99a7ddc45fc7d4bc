import { isValidFilterField } from "./is-valid-filter-field";
import type { ScreenFilter } from "./screen-filter";

/**
 * The fields of a filter read from outside (an address, a saved screen) that are valid each on its
 * own, as given: one bad field is dropped without losing the rest.
 */
export function keepValidFilterFields(fields: object): ScreenFilter {
  const valid: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    if (isValidFilterField(key, value)) valid[key] = value;
  return valid as ScreenFilter;
}
