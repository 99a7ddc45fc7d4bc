import { formatPrice } from "@/lib/format/format-price";
import { periodNames } from "../period-names";
import { type BillingInterval, type PlanId, plans } from "../plans";

/** The plan being bought or switched to, and its price, as checkout and a plan change show it. */
export function ChoiceSummary({
  planId,
  interval,
  lead,
}: {
  planId: Exclude<PlanId, "free">;
  interval: BillingInterval;
  lead: string;
}) {
  const plan = plans[planId];
  const price = plan.prices[interval];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-5 text-sm dark:border-slate-800">
      <dt>
        {lead} {plan.name}, billed {periodNames[interval]}
      </dt>
      <dd className="font-mono">
        {formatPrice(price.amount, price.currency)} / {interval}
      </dd>
    </dl>
  );
}
