import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { formatPrice } from "@/lib/format/format-price";
import type { PlanAction } from "../plan-action";
import { type BillingInterval, comingSoon, featureNames, type Plan } from "../plans";
import { yearlyPricing } from "../yearly-pricing";

const limitText = (value: number | null, unit: string) =>
  value === null ? `Unlimited ${unit}` : `${value} ${unit}`;
const soon = (key: Parameters<typeof comingSoon.has>[0]) =>
  comingSoon.has(key) ? (
    <span className="text-slate-600 dark:text-slate-400"> (coming soon)</span>
  ) : null;

/** Every state of the button takes the same box, so nothing moves when the viewer's plan arrives (docs/product.md#plans). */
const slot = "mt-6 h-10 w-full";

function PlanButton({
  action,
  highlighted,
  planName,
}: {
  action: PlanAction;
  highlighted: boolean;
  planName: string;
}) {
  const look = buttonClass({ variant: highlighted ? "primary" : "secondary", block: true });
  if (action.kind === "pending")
    return (
      <div
        aria-hidden="true"
        className={`${slot} animate-pulse rounded-md bg-slate-100 dark:bg-slate-800`}
      />
    );
  if (action.kind === "link") {
    return (
      <Link href={action.href} className={`${slot} ${look}`}>
        {action.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled
      aria-label={
        action.kind === "current"
          ? `${planName}: your current plan`
          : `${planName}: payments aren't available yet`
      }
      className={`${slot} ${buttonClass({ variant: "secondary", block: true })}`}
    >
      {action.kind === "current" ? "Current plan" : "Not available yet"}
    </button>
  );
}

/** One plan: price for the period shown, the yearly equivalent and saving, what it includes, and its button. */
export function PlanCard({
  plan,
  interval,
  yours,
  action,
}: {
  plan: Plan;
  interval: BillingInterval;
  yours: boolean;
  action: PlanAction;
}) {
  const price = plan.prices[interval];
  const highlighted = plan.id === "pro";
  const yearly = yearlyPricing(plan);
  const saving = yearly && yearly.savingPercent > 0 ? ` — save ${yearly.savingPercent}%` : "";
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={`flex flex-col rounded-xl border p-6 ${highlighted ? "border-brand-500 shadow-md" : "border-slate-200 dark:border-slate-800"}`}
    >
      <div className="flex h-7 items-center justify-between gap-2">
        <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
          {plan.name}
        </h2>
        {yours && (
          <span className="bg-brand-100 text-brand-700 dark:bg-brand-700 rounded-full px-2.5 py-0.5 text-xs font-semibold dark:text-white">
            Your plan
          </span>
        )}
      </div>
      <p className="mt-2 min-h-10 text-sm text-slate-600 md:min-h-15 dark:text-slate-400">
        {plan.description}
      </p>
      <p className="mt-4">
        <span className="text-3xl font-bold tracking-tight">
          {interval === "year" && yearly
            ? yearly.perMonth
            : formatPrice(price.amount, price.currency)}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400"> / month</span>
      </p>
      {/* One line in every state, so switching the period moves nothing. */}
      <p className="mt-1 min-h-5 text-xs text-slate-700 dark:text-slate-300">
        {!yearly
          ? "Free for as long as you like"
          : interval === "year"
            ? `Billed ${yearly.billed} yearly${saving}`
            : `Or ${yearly.perMonth}/mo billed ${yearly.billed} yearly${saving}`}
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        <li>
          {limitText(plan.limits.watchlists, "watchlists")} ×{" "}
          {limitText(plan.limits.symbolsPerList, "symbols").toLowerCase()}
          {soon("watchlists")}
        </li>
        <li>{limitText(plan.limits.savedScreens, "saved screens")}</li>
        <li>
          {limitText(plan.limits.symbolAlerts, "symbol alerts")},{" "}
          {limitText(plan.limits.watchlistAlerts, "watchlist").toLowerCase()} and{" "}
          {limitText(plan.limits.screenAlerts, "screen alerts").toLowerCase()}
        </li>
        <li>
          Alerts in the app, by mail and push
          {plan.limits.webhooks ? ` and to ${plan.limits.webhooks} webhooks` : ""}
        </li>
        <li>All screener presets and descriptive filters</li>
        {plan.features.map((feature) => (
          <li key={feature}>
            {featureNames[feature]}
            {soon(feature)}
          </li>
        ))}
      </ul>
      <PlanButton action={action} highlighted={highlighted} planName={plan.name} />
    </section>
  );
}
