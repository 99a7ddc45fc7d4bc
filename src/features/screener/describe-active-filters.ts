import { formatNumberInput } from "./format-number-input";
import { presets } from "./presets";
import type { ScreenFilter } from "./screen-filter";
import { earningsWindows, type RangeField, rangeFields } from "./screen-filter-fields";

const choiceLabels = {
  sectors: "Sector",
  industries: "Industry",
  countries: "Country",
  exchanges: "Exchange",
} as const;
const bandNames = { mega: "Mega", large: "Large", mid: "Mid", small: "Small", micro: "Micro" };
const rsiNames = { oversold: "oversold", neutral: "neutral", overbought: "overbought" };

/** The first value and how many more: a chip stays one short line. */
const some = (values: readonly string[]) =>
  values.length > 1 ? `${values[0]} +${values.length - 1}` : (values[0] ?? "");

function bounds({ min, max }: { min?: number; max?: number }): string {
  if (min !== undefined && max !== undefined)
    return `${formatNumberInput(min)}–${formatNumberInput(max)}`;
  return min !== undefined ? `≥ ${formatNumberInput(min)}` : `≤ ${formatNumberInput(max)}`;
}

/**
 * The screen's preset and active filters as short chips ("Sector: Technology +1", "Price: 10–50"),
 * in the order the filters are laid out: the collapsed filters' summary row
 * (docs/product.md#screener). The symbols a screen is limited to have a chip of their own.
 */
export function describeActiveFilters(filter: ScreenFilter, presetId: string | undefined) {
  const chips: string[] = [];
  const preset = presets.find((each) => each.id === presetId);
  if (preset) chips.push(`Preset: ${preset.name}`);
  if (filter.search) chips.push(`Search: “${filter.search}”`);
  for (const [field, label] of Object.entries(choiceLabels)) {
    const chosen = filter[field as keyof typeof choiceLabels];
    if (chosen?.length) chips.push(`${label}: ${some(chosen)}`);
  }
  if (filter.marketCapBands?.length)
    chips.push(`Market cap: ${some(filter.marketCapBands.map((band) => bandNames[band]))}`);
  if (filter.securityTypes?.length) chips.push(`Type: ${some(filter.securityTypes)}`);
  for (const [key, position] of Object.entries(filter.sma ?? {}))
    if (position) chips.push(`Price ${position} SMA ${key.slice(3)}`);
  if (filter.rsi) chips.push(`RSI: ${rsiNames[filter.rsi]}`);
  if (filter.earningsDate)
    chips.push(`Earnings: ${earningsWindows[filter.earningsDate].toLowerCase()}`);
  for (const field of Object.keys(rangeFields) as RangeField[]) {
    const range = filter[field];
    if (range && (range.min !== undefined || range.max !== undefined))
      chips.push(`${rangeFields[field].label}: ${bounds(range)}`);
  }
  return chips;
}
