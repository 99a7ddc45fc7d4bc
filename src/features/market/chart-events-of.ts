import { describeReport, formatDividendAmount, type ReportFacts } from "@/features/calendar";
import { formatPrice } from "@/lib/format/format-market-number";
import type { ChatSentiment } from "@/server/db/enums";
import type { ChartEvent } from "./chart-marker";
import { minuteChartTime } from "./minute-chart-time";

type Answers = {
  /** `calendar.chartEvents`: filed reports and dividends (none on the simulated market). */
  calendar?: {
    reports: readonly (ReportFacts & { filed: string })[];
    dividends: readonly {
      exDate: string;
      amount: number;
      currency: string | null;
      special: boolean;
    }[];
  };
  /** `chat.myCalls`: the reader's calls, each at the time its price was quoted. */
  calls?: readonly { sentiment: ChatSentiment | null; price: number; at: Date }[];
};

/** The events to mark on a stock's chart (docs/product.md#stock-page-chart), each said in words. */
export function chartEventsOf({ calendar, calls = [] }: Answers): ChartEvent[] {
  return [
    ...(calendar?.reports ?? []).map(
      (report): ChartEvent => ({
        kind: "earnings",
        date: report.filed,
        minute: null,
        text: `Earnings: ${describeReport(report)}`,
      }),
    ),
    ...(calendar?.dividends ?? []).map(
      (dividend): ChartEvent => ({
        kind: "dividend",
        date: dividend.exDate,
        minute: null,
        text: `Ex-dividend: ${formatDividendAmount(dividend.amount, dividend.currency)} a share${dividend.special ? ", special" : ""}`,
      }),
    ),
    ...calls.map(({ sentiment, price, at }): ChartEvent => {
      const { date, time } = minuteChartTime(at);
      return {
        kind: sentiment ?? "call",
        date,
        minute: time,
        text: `Your ${sentiment ? `${sentiment} ` : ""}call at ${formatPrice(price)}`,
      };
    }),
  ];
}
