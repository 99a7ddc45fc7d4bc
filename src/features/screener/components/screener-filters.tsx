"use client";

import type { ReactNode } from "react";
import { presets } from "../presets";
import type { MarketCapBand, RangeField, ScreenFilter } from "../screen-filter";
import { NumberField } from "./number-field";

type Options = { sectors: Array<{ value: string | null; count: number }>; countries: Array<{ value: string | null; count: number }> };

type Props = {
  filter: ScreenFilter;
  preset: string | undefined;
  options: Options | undefined;
  technicalAllowed: boolean;
  onChange: (filter: ScreenFilter, changed: string) => void;
  onPreset: (presetId: string | undefined) => void;
};

const selectClass = "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900";

function Field({ label, children, pro }: { label: string; children: ReactNode; pro?: boolean }) {
  return (
    <div className="min-w-0">
      <span className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
        {label}
        {pro && <span className="rounded bg-brand-100 px-1 text-[10px] font-bold text-brand-700 uppercase dark:bg-brand-700 dark:text-white">Pro</span>}
      </span>
      {children}
    </div>
  );
}

/** Every filter of the screen; descriptive and performance ones for everyone, technical ones marked Pro. */
export function ScreenerFilters({ filter, preset, options, technicalAllowed, onChange, onPreset }: Props) {
  const set = (patch: Partial<ScreenFilter>, changed: string) => {
    const next: Record<string, unknown> = { ...filter, ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    onChange(next as ScreenFilter, changed);
  };
  const range = (field: RangeField, label: string) => (
    <Field label={label}>
      <div className="grid grid-cols-2 gap-1">
        <NumberField label={`${label} minimum`} placeholder="Min" value={filter[field]?.min} onCommit={(min) => set({ [field]: min === undefined && filter[field]?.max === undefined ? undefined : { ...filter[field], min } }, field)} />
        <NumberField label={`${label} maximum`} placeholder="Max" value={filter[field]?.max} onCommit={(max) => set({ [field]: max === undefined && filter[field]?.min === undefined ? undefined : { ...filter[field], max } }, field)} />
      </div>
    </Field>
  );
  const sma = (key: "sma20" | "sma50" | "sma200", label: string) => (
    <Field label={label} pro={!technicalAllowed}>
      <select aria-label={label} className={selectClass} value={filter.sma?.[key] ?? ""} onChange={(e) => set({ sma: { ...filter.sma, [key]: (e.target.value || undefined) as "above" | "below" | undefined } }, key)}>
        <option value="">Any</option>
        <option value="above">Price above</option>
        <option value="below">Price below</option>
      </select>
    </Field>
  );

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Field label="Preset">
        <select aria-label="Preset" className={selectClass} value={preset ?? ""} onChange={(e) => onPreset(e.target.value || undefined)}>
          <option value="">None</option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Search">
        <input
          type="search"
          aria-label="Search symbol or company"
          placeholder="Symbol or company"
          defaultValue={filter.search ?? ""}
          key={filter.search ?? ""}
          onKeyDown={(e) => e.key === "Enter" && set({ search: e.currentTarget.value.trim() || undefined }, "search")}
          onBlur={(e) => e.currentTarget.value.trim() !== (filter.search ?? "") && set({ search: e.currentTarget.value.trim() || undefined }, "search")}
          className={selectClass}
        />
      </Field>
      <Field label="Sector">
        <select aria-label="Sector" className={selectClass} value={filter.sectors?.[0] ?? ""} onChange={(e) => set({ sectors: e.target.value ? [e.target.value] : undefined }, "sector")}>
          <option value="">Any</option>
          {options?.sectors.map((o) => (
            <option key={o.value} value={o.value ?? ""}>
              {o.value} ({o.count})
            </option>
          ))}
        </select>
      </Field>
      <Field label="Market cap">
        <select aria-label="Market cap" className={selectClass} value={filter.marketCapBands?.[0] ?? ""} onChange={(e) => set({ marketCapBands: e.target.value ? [e.target.value as MarketCapBand] : undefined }, "marketCap")}>
          <option value="">Any</option>
          <option value="mega">Mega (over $200B)</option>
          <option value="large">Large ($10B–$200B)</option>
          <option value="mid">Mid ($2B–$10B)</option>
          <option value="small">Small ($300M–$2B)</option>
          <option value="micro">Micro (under $300M)</option>
        </select>
      </Field>
      <Field label="Country">
        <select aria-label="Country" className={selectClass} value={filter.countries?.[0] ?? ""} onChange={(e) => set({ countries: e.target.value ? [e.target.value] : undefined }, "country")}>
          <option value="">Any</option>
          {options?.countries.map((o) => (
            <option key={o.value} value={o.value ?? ""}>
              {o.value}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Type">
        <select aria-label="Security type" className={selectClass} value={filter.securityTypes?.join(",") ?? ""} onChange={(e) => set({ securityTypes: e.target.value ? (e.target.value.split(",") as ScreenFilter["securityTypes"]) : undefined }, "type")}>
          <option value="">Common stocks</option>
          <option value="common,preferred,warrant,unit,right">All listings</option>
          <option value="preferred">Preferred</option>
          <option value="warrant">Warrants</option>
          <option value="unit">Units</option>
          <option value="right">Rights</option>
        </select>
      </Field>
      {range("price", "Price ($)")}
      {range("changePct", "Change (%)")}
      {range("volume", "Volume")}
      {range("perf1m", "Perf month (%)")}
      {range("perfYtd", "Perf YTD (%)")}
      {range("fromHigh52w", "From 52W high (%)")}
      {sma("sma20", "SMA 20")}
      {sma("sma50", "SMA 50")}
      {sma("sma200", "SMA 200")}
      <Field label="RSI (14)" pro={!technicalAllowed}>
        <select aria-label="RSI (14)" className={selectClass} value={filter.rsi ?? ""} onChange={(e) => set({ rsi: (e.target.value || undefined) as ScreenFilter["rsi"] }, "rsi")}>
          <option value="">Any</option>
          <option value="oversold">Oversold (under 30)</option>
          <option value="neutral">Neutral (30–70)</option>
          <option value="overbought">Overbought (over 70)</option>
        </select>
      </Field>
      <Field label="Rel volume (min)" pro={!technicalAllowed}>
        <NumberField label="Relative volume minimum" placeholder="e.g. 1.5" value={filter.relVolume?.min} onCommit={(min) => set({ relVolume: min === undefined ? undefined : { min } }, "relVolume")} />
      </Field>
    </div>
  );
}
