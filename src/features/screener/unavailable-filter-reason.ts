import {
  choiceFields,
  type DataField,
  fundamentalFields,
  type RangeField,
  rangeFields,
} from "./screen-filter-fields";

const fundamentals: readonly DataField[] = fundamentalFields;

/**
 * Why a filter has nothing to match on this server (docs/live-market.md#correct-data-everywhere):
 * shown beside the disabled field, and in the notice when an address carries the filter anyway.
 */
export function unavailableFilterReason(field: DataField): string {
  if (fundamentals.includes(field))
    return "Valuation figures come with live fundamentals (SEC EDGAR or Yahoo); this server shows the 2021 listing.";
  if (field === "earningsDate")
    return "No stock on this server has an upcoming earnings date: only Yahoo Finance's quotes announce them (MARKET_DATA_PROVIDER=yahoo).";
  if (field === "exchanges")
    return "The 2021 listing does not say which exchange lists each stock; live market data does.";
  const label =
    field in choiceFields
      ? choiceFields[field as keyof typeof choiceFields]
      : rangeFields[field as RangeField].label;
  return `No stock on this server has a ${label} to filter on.`;
}
