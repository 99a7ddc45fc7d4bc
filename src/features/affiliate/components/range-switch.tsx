import { dashboardRanges } from "../affiliate-inputs";
import { SegmentedControl } from "./segmented-control";

export type DashboardRange = (typeof dashboardRanges)[number];

const names: Record<DashboardRange, string> = { 30: "30 days", 90: "90 days", 365: "12 months" };

/** The dashboard's range: the last 30 or 90 days, or the last year. */
export function RangeSwitch({
  days,
  onChange,
}: {
  days: DashboardRange;
  onChange: (days: DashboardRange) => void;
}) {
  return (
    <SegmentedControl
      label="Range"
      options={dashboardRanges.map((range) => ({ value: range, label: names[range] }))}
      value={days}
      onChange={onChange}
    />
  );
}

/** "the last 30 days", "the last 12 months": the range in a sentence. */
export const rangeInWords = (days: DashboardRange) => `the last ${names[days]}`;
