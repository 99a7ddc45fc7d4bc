import "server-only";
import { dividends, earningsReports } from "@/server/db/schema";

/** What a dividend shows wherever it is listed: the calendar's days and a company's history. */
export const dividendColumns = {
  exDate: dividends.exDate,
  payDate: dividends.payDate,
  amount: dividends.amount,
  currency: dividends.currency,
  special: dividends.special,
};

/** What a filed report shows wherever it is listed. */
export const reportColumns = {
  filed: earningsReports.filed,
  form: earningsReports.form,
  periodEnd: earningsReports.periodEnd,
  eps: earningsReports.eps,
  months: earningsReports.months,
};
