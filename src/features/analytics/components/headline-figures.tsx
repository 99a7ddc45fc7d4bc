import { figureFormats } from "@/lib/format/figure-formats";
import type { AnalyticsDashboard } from "../server/data";

/** The dashboard's five headline numbers, as docs/product.md#analytics defines them, each with what it counts. */
export function HeadlineFigures({ headline }: { headline: AnalyticsDashboard["headline"] }) {
  const { count, percent, dollars } = figureFormats;
  const rate = (value: number | null) => (value === null ? "—" : percent.format(value));
  const some = (n: number, one: string, many: string) =>
    `${count.format(n)} ${n === 1 ? one : many}`;
  const figures = [
    {
      label: "Registered users",
      value: count.format(headline.registeredUsers),
      note: `${count.format(headline.registrations)} registered in this range`,
    },
    {
      label: "Paying subscribers",
      value: count.format(headline.payingSubscribers),
      note: "On a paid plan now",
    },
    {
      label: "Monthly recurring revenue",
      value: dollars.format(headline.monthlyRecurringCents / 100),
      note: "Yearly plans at a twelfth of their price",
    },
    {
      label: "Visitor to registration",
      value: rate(headline.visitorToRegistration),
      note: `${some(headline.registrations, "registration", "registrations")} from ${some(headline.visitors, "visitor", "visitors")} in this range`,
    },
    {
      label: "Registration to paid",
      value: rate(headline.registrationToPaid),
      note: `${count.format(headline.paidRegistrations)} of this range's ${some(headline.registrations, "registration", "registrations")} ${headline.paidRegistrations === 1 ? "pays" : "pay"} now`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{figure.value}</dd>
          <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
