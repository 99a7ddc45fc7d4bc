/** Dates in the person's own locale: "3 March 2027" in sentences, "3 Mar 2027" in lists and tables. */
export const affiliateDate = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });
export const affiliateShortDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

const ratePercent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });

/** A commission rate given in percent (30, or an admin's 12.5) as "30%" or "12.5%". */
export const formatRate = (percent: number) => ratePercent.format(percent / 100);
