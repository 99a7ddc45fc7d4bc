"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { BarList } from "./bar-list";
import { EventsPerDayChart } from "./events-per-day-chart";
import { buttonClass } from "@/components/ui/button-class";
import { TableScroller } from "@/components/ui/table-scroller";

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every UTC day from `from` up to (not including) `to`. */
function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime() && days.length <= 366; t += DAY_MS) days.push(isoDay(new Date(t)));
  return days;
}

function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`rounded-xl border border-slate-200 p-5 dark:border-slate-800 ${wide ? "lg:col-span-2" : ""}`}>
      <h2 className="mb-4 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Table({ label, head, rows, empty }: { label: string; head: string[]; rows: Array<Array<string | number>>; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <TableScroller label={label}>
      <table className="w-full min-w-[28rem] text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
          <tr>{head.map((cell, i) => <th key={cell} className={`py-1.5 pr-3 font-medium ${i > 0 ? "text-right" : ""}`}>{cell}</th>)}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row, r) => (
            <tr key={r}>{row.map((cell, i) => <td key={i} className={`py-1.5 pr-3 ${i > 0 ? "text-right font-mono whitespace-nowrap" : "break-words"}`}>{typeof cell === "number" ? cell.toLocaleString() : cell}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** /admin/analytics: what the events and registrations of a date range say. */
export function AnalyticsDashboard() {
  const trpc = useTRPC();
  const [range, setRange] = useState(() => ({ from: isoDay(new Date(Date.now() - 29 * DAY_MS)), to: isoDay(new Date()) }));
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS);
  const valid = !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime()) && from < to;
  const dashboard = useQuery({ ...trpc.analytics.dashboard.queryOptions({ from, to }), enabled: valid, placeholderData: (previous) => previous });
  const data = dashboard.data;

  return (
    <div className="space-y-6">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        {(["from", "to"] as const).map((field) => (
          <label key={field} className="text-sm">
            <span className="block font-medium">{field === "from" ? "From" : "To"}</span>
            <input type="date" value={range[field]} onChange={(e) => setRange({ ...range, [field]: e.target.value })} className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900" />
          </label>
        ))}
        {[7, 30, 90].map((days) => (
          <button key={days} type="button" onClick={() => setRange({ from: isoDay(new Date(Date.now() - (days - 1) * DAY_MS)), to: isoDay(new Date()) })} className={buttonClass({ variant: "secondary", size: "sm" })}>
            Last {days} days
          </button>
        ))}
        {!valid && <p role="alert" className="text-sm text-red-600">The start must be on or before the end.</p>}
      </form>
      {dashboard.isError && <p role="alert" className="text-sm text-red-600">{dashboard.error.message}</p>}
      {!data ? (
        <div aria-busy="true" aria-label="Loading analytics" className="grid animate-pulse gap-6 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => <div key={i} className="h-48 rounded-xl bg-slate-100 dark:bg-slate-900" />)}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Events per day, by family" wide>
            <EventsPerDayChart perDay={data.perDay} days={daysBetween(from, to)} />
          </Panel>
          <Panel title="Top events">
            <BarList items={data.topEvents.map((row) => ({ label: row.event, value: row.count }))} empty="No events in this range." />
          </Panel>
          <Panel title="Registrations by signup flow">
            <BarList items={data.signupFlows.map((row) => ({ label: row.signup_flow === "unknown" ? "(not recorded)" : row.signup_flow, value: row.count }))} empty="No registrations in this range." />
          </Panel>
          <Panel title="Registrations by source and campaign">
            <Table label="Registrations by source and campaign" head={["Source", "Campaign", "Registrations"]} rows={data.attribution.map((row) => [row.source, row.campaign, row.count])} empty="No registrations in this range." />
          </Panel>
          <Panel title="Affiliate funnel: landing → registration">
            <Table
              label="Affiliate funnel"
              head={["Affiliate", "Landings", "Registrations", "Rate"]}
              rows={data.affiliateFunnel.map((row) => [row.affiliate_id, row.landings, row.registrations, row.landings > 0 ? `${((row.registrations / row.landings) * 100).toFixed(1)}%` : "—"])}
              empty="No affiliate visits in this range."
            />
          </Panel>
          <Panel title="Web vitals per page (ms; layout shift is a score)" wide>
            <Table
              label="Web vitals per page"
              head={["Page", "Metric", "p50", "p75", "Samples"]}
              rows={data.webVitals.map((row) => [row.page, row.metric, Math.round(Number(row.p50) * 1000) / 1000, Math.round(Number(row.p75) * 1000) / 1000, row.samples])}
              empty="No performance events in this range."
            />
          </Panel>
        </div>
      )}
    </div>
  );
}
