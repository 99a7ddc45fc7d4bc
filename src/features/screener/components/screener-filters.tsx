"use client";

import { presets } from "../presets";
import { choiceFields, type ChoiceField, type MarketCapBand, type RangeField, type ScreenChoice, type ScreenFilter } from "../screen-filter";
import { ChoiceFilter } from "./choice-filter";
import { FilterField as Field } from "./filter-field";
import { NumberField } from "./number-field";

type Props = {
  filter: ScreenFilter;
  preset: string | undefined;
  options: Record<ChoiceField, ScreenChoice[]> | undefined;
  technicalAllowed: boolean;
  onChange: (filter: ScreenFilter, changed: string) => void;
  onPreset: (presetId: string | undefined) => void;
};

const selectClass = "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900";

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
  // The event names the filter by its column ("sector"), as the single-choice selects did.
  const choice = (field: ChoiceField, label: string, emptyHint?: string) => (
    <ChoiceFilter label={label} plural={field} choices={options?.[field]} chosen={filter[field] ?? []} emptyHint={emptyHint} onChange={(values) => set({ [field]: values.length > 0 ? values : undefined }, choiceFields[field])} />
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
      {choice("sectors", "Sector")}
      {choice("industries", "Industry")}
      {choice("countries", "Country")}
      {choice("exchanges", "Exchange", "The 2021 listing has no exchange; it fills in with live data")}
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
