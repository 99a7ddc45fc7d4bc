"use client";

import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ErrorNotice } from "@/components/ui/error-notice";
import { figureFormats } from "@/lib/format/figure-formats";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { type DayRange, lastDays } from "../last-days";
import { AnalyticsTable } from "./analytics-table";
import { BarList } from "./bar-list";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { EventsPerDayChart } from "./events-per-day-chart";
import { HeadlineFigures } from "./headline-figures";
import { RangePicker } from "./range-picker";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every UTC day from `from` up to (not including) `to`. */
function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime() && days.length <= 366; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** `min-w-0`: a grid item otherwise grows to its widest table, and the page with it on a phone. */
function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      className={`min-w-0 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800 ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2 className="mb-4 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const vital = (metric: string, value: number) =>
  metric === "layout-shift"
    ? figureFormats.score.format(value)
    : figureFormats.milliseconds.format(value);

/** /admin/analytics: the headline numbers, then what the events and registrations of a date range say. */
export function AnalyticsDashboard() {
  const trpc = useTRPC();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS);
  const valid = !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime()) && from < to;
  const dashboard = useQuery({
    ...trpc.analytics.dashboard.queryOptions({ from, to }, { meta: ADMIN_READ_META }),
    enabled: valid,
    placeholderData: (previous) => previous,
  });
  const data = dashboard.data;
  const { count, percent } = figureFormats;

  return (
    <div className="space-y-6">
      <RangePicker range={range} onChange={setRange} valid={valid} />
      {dashboard.isError && <ErrorNotice>{dashboard.error.message}</ErrorNotice>}
      {/* Keyed apart, so React swaps the skeleton out instead of reshaping its node into the
          results, which the browser counts as the whole block moving. */}
      {!data ? (
        <DashboardSkeleton key="loading" />
      ) : (
        <div key="loaded" aria-busy={dashboard.isFetching} className="space-y-6">
          <HeadlineFigures headline={data.headline} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Events per day, by family" wide>
              <EventsPerDayChart perDay={data.perDay} days={daysBetween(from, to)} />
            </Panel>
            <Panel title="Top events">
              <BarList
                label="Top events"
                items={data.topEvents.map((row) => ({ label: row.event, value: row.count }))}
                empty="No events in this range."
              />
            </Panel>
            <Panel title="Registrations by signup flow">
              <BarList
                label="Registrations by signup flow"
                items={data.signupFlows.map((row) => ({
                  label: row.signup_flow === "unknown" ? "(not recorded)" : row.signup_flow,
                  value: row.count,
                }))}
                empty="No registrations in this range."
              />
            </Panel>
            <Panel title="Registrations by source and campaign">
              <AnalyticsTable
                caption="Registrations by source and campaign"
                head={["Source", "Campaign", "Registrations"]}
                rows={data.attribution.map((row) => [
                  row.source,
                  row.campaign,
                  count.format(row.count),
                ])}
                empty="No registrations in this range."
              />
            </Panel>
            <Panel title="Affiliate funnel: landing → registration">
              <AnalyticsTable
                caption="Affiliate funnel: landings and registrations per affiliate code"
                head={["Affiliate", "Landings", "Registrations", "Rate"]}
                rows={data.affiliateFunnel.map((row) => [
                  row.affiliate_id,
                  count.format(row.landings),
                  count.format(row.registrations),
                  row.landings > 0 ? percent.format(row.registrations / row.landings) : "—",
                ])}
                empty="No affiliate visits in this range."
              />
            </Panel>
            <Panel title="Web vitals per page (layout shift is a score)" wide>
              <AnalyticsTable
                caption="Web vitals per page: median (p50) and 75th percentile (p75)"
                head={["Page", "Metric", "p50", "p75", "Samples"]}
                rows={data.webVitals.map((row) => [
                  row.page,
                  row.metric,
                  vital(row.metric, Number(row.p50)),
                  vital(row.metric, Number(row.p75)),
                  count.format(row.samples),
                ])}
                empty="No performance events in this range."
              />
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
