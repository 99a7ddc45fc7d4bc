import { parseNumberInput } from "./parse-number-input";
import { type RangeField, rangeFields } from "./screen-filter-fields";

export type RangeBounds = { min?: number; max?: number };
export type RangeSide = "min" | "max";
export type RangeInputErrors = Partial<Record<RangeSide | "range", string>>;

/**
 * A range filter's two inputs as the bounds to apply, or the messages to show at the field
 * instead (docs/product.md#screener): unreadable text, a number beyond what the field can hold, or
 * a minimum above the maximum. Nothing is applied then, so the screen before stays.
 */
export function readRangeInput(
  field: RangeField,
  texts: Record<RangeSide, string>,
): { value: RangeBounds | undefined } | { errors: RangeInputErrors } {
  const { percent, limit } = rangeFields[field];
  const errors: RangeInputErrors = {};
  const bounds: RangeBounds = {};
  for (const side of ["min", "max"] as const) {
    const read = parseNumberInput(texts[side], { percent });
    if (!read.ok) errors[side] = read.reason;
    else if (read.value !== undefined && Math.abs(read.value) > limit)
      errors[side] = "That number is too large for this filter.";
    else if (read.value !== undefined) bounds[side] = read.value;
  }
  if (errors.min || errors.max) return { errors };
  if (bounds.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max)
    return { errors: { range: "Minimum is above the maximum." } };
  return { value: bounds.min === undefined && bounds.max === undefined ? undefined : bounds };
}
