import { presets } from "./presets";
import type { ScreenFilter } from "./screen-filter";
import { technicalFields } from "./screen-filter-fields";

/**
 * The technical filters a screen uses beyond its preset's own: presets are for everyone
 * (docs/product.md#screener), so a preset's RSI or relative-volume condition never needs a
 * plan, while the same filter set by hand does.
 */
export function technicalFiltersBeyondPreset(
  filter: ScreenFilter,
  presetId: string | undefined,
): string[] {
  const preset = presets.find((p) => p.id === presetId);
  return technicalFields.filter((field) => {
    const value = filter[field];
    if (
      value === undefined ||
      (field === "sma" && Object.values(filter.sma ?? {}).every((v) => v === undefined))
    )
      return false;
    return JSON.stringify(value) !== JSON.stringify(preset?.filter[field]);
  });
}
