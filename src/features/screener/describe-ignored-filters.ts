import { choiceFields, type DataField, rangeFields } from "./screen-filter-fields";
import { unavailableFilterReason } from "./unavailable-filter-reason";

const nameOf = (field: DataField) =>
  field === "earningsDate"
    ? "Earnings date"
    : field in choiceFields
      ? choiceFields[field as keyof typeof choiceFields]
      : rangeFields[field as keyof typeof rangeFields].label.replace(/ %$/, "");

/**
 * What the screen left out and why, one sentence per reason: "The P/E and Dividend yield filters
 * in this screen were not applied. Valuation figures come with …" (docs/live-market.md#correct-data-everywhere).
 */
export function describeIgnoredFilters(ignored: readonly DataField[]): string[] {
  const byReason = new Map<string, DataField[]>();
  for (const field of ignored) {
    const reason = unavailableFilterReason(field);
    byReason.set(reason, [...(byReason.get(reason) ?? []), field]);
  }
  return [...byReason].map(([reason, fields]) => {
    const names = fields.map(nameOf);
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    const verb = names.length > 1 ? "filters in this screen were" : "filter in this screen was";
    return `The ${list} ${verb} not applied. ${reason}`;
  });
}
