/** Dates in the admin's own locale and time zone: the day alone, and to the minute. */
export const adminDay = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
export const adminTime = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});
