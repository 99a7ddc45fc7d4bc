import { figureFormats } from "@/lib/format/figure-formats";
import type { AffiliateDashboardData } from "./affiliate-types";
import { FigureGrid } from "./figure-grid";

/** The range's funnel: unique visitors, the registrations and paying customers they brought, and the two rates between them. */
export function FunnelFigures({
  funnel,
  range,
}: {
  funnel: AffiliateDashboardData["funnel"];
  range: string;
}) {
  const { count, percent } = figureFormats;
  const rate = (value: number | null) => (value === null ? "—" : percent.format(value));
  return (
    <FigureGrid
      label={`Your funnel over ${range}`}
      columns={5}
      figures={[
        {
          label: "Unique visitors",
          value: count.format(funnel.clicks),
          note: "Through your links, one per network an hour",
        },
        {
          label: "Registrations",
          value: count.format(funnel.registrations),
          note: "Accounts made within 30 days of a click",
        },
        {
          label: "Paying customers",
          value: count.format(funnel.payingCustomers),
          note: "Referred customers with a paid invoice",
        },
        {
          label: "Visitor → registration",
          value: rate(funnel.registrationRate),
          note: funnel.registrationRate === null ? "No visitors yet" : "Registrations per visitor",
        },
        {
          label: "Registration → paying",
          value: rate(funnel.payingRate),
          note:
            funnel.payingRate === null
              ? "No registrations yet"
              : "Paying customers per registration",
        },
      ]}
    />
  );
}
