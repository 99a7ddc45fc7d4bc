const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** An affiliate's commission rate as the admin reads it: "25 %", or "30 % (default)" when they have no rate of their own. */
export function describeRate(ratePercent: number | null, defaultPercent: number): string {
  return ratePercent === null
    ? `${percent.format(defaultPercent)} % (default)`
    : `${percent.format(ratePercent)} %`;
}
