"use client";

import { Fragment, useId } from "react";
import { presets } from "../presets";
import type { ScreenFilter } from "../screen-filter";
import {
  type ChoiceField,
  choiceFields,
  type DataField,
  type EarningsWindow,
  earningsWindows,
  fundamentalFields,
  type MarketCapBand,
  type RangeField,
  rangeFields,
  type ScreenChoice,
} from "../screen-filter-fields";
import { unavailableFilterReason } from "../unavailable-filter-reason";
import type { ChangeFilter } from "./change-filter";
import { ChoiceFilter } from "./choice-filter";
import { FilterField as Field } from "./filter-field";
import { HeldSelect } from "./held-select";
import { RangeFilter } from "./range-filter";
import { SearchField } from "./search-field";
import { TechnicalFilters } from "./technical-filters";

type Props = {
  filter: ScreenFilter;
  preset: string | undefined;
  options: (Record<ChoiceField, ScreenChoice[]> & { unavailable: DataField[] }) | undefined;
  technicalAllowed: boolean;
  onChange: ChangeFilter;
  onPreset: (presetId: string | undefined) => void;
};

const selectClass =
  "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900";

/**
 * Every filter of the screen (docs/product.md#screener). Choices apply at once; typed fields as
 * you type. Descriptive, performance and fundamental filters are for everyone; technical ones as
 * the plan allows. A filter no stock here has data for is never offered empty
 * (docs/live-market.md#correct-data-everywhere): a choice is left out, a fundamental or the
 * earnings date is disabled and says why.
 */
export function ScreenerFilters({
  filter,
  preset,
  options,
  technicalAllowed,
  onChange,
  onPreset,
}: Props) {
  const reasonId = useId();
  const earningsReasonId = useId();
  const unavailable = new Set(options?.unavailable);
  const earningsOff = unavailable.has("earningsDate");
  const fundamentalsOff = fundamentalFields.filter((field) => unavailable.has(field));
  const range = (field: RangeField, label: string, hint?: string) => (
    <RangeFilter
      field={field}
      label={label}
      hint={hint}
      bounds={filter[field]}
      onApply={(bounds, mode) => onChange({ [field]: bounds }, field, mode)}
      unavailableId={unavailable.has(field) ? reasonId : undefined}
    />
  );
  // The event names the filter by its column ("sector"), as the single-choice selects did.
  const choice = (field: ChoiceField, label: string) =>
    !unavailable.has(field) && (
      <ChoiceFilter
        label={label}
        plural={field}
        choices={options?.[field]}
        chosen={filter[field] ?? []}
        onChange={(values) =>
          onChange({ [field]: values.length > 0 ? values : undefined }, choiceFields[field], "push")
        }
      />
    );

  return (
    <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Field label="Preset">
        <HeldSelect
          aria-label="Preset"
          className={selectClass}
          value={preset ?? ""}
          onChange={(value) => onPreset(value || undefined)}
        >
          <option value="">None</option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </HeldSelect>
      </Field>
      <Field label="Search">
        <SearchField
          search={filter.search}
          className={selectClass}
          onApply={(search, mode) => onChange({ search }, "search", mode)}
        />
      </Field>
      {choice("sectors", "Sector")}
      {choice("industries", "Industry")}
      {choice("countries", "Country")}
      {choice("exchanges", "Exchange")}
      <Field label="Market cap">
        <HeldSelect
          aria-label="Market cap"
          className={selectClass}
          value={filter.marketCapBands?.[0] ?? ""}
          onChange={(value) =>
            onChange(
              { marketCapBands: value ? [value as MarketCapBand] : undefined },
              "marketCap",
              "push",
            )
          }
        >
          <option value="">Any</option>
          <option value="mega">Mega (over $200B)</option>
          <option value="large">Large ($10B–$200B)</option>
          <option value="mid">Mid ($2B–$10B)</option>
          <option value="small">Small ($300M–$2B)</option>
          <option value="micro">Micro (under $300M)</option>
        </HeldSelect>
      </Field>
      {range("marketCap", "Cap range ($)", "e.g. 500M, 2.5B")}
      <Field label="Type">
        <HeldSelect
          aria-label="Security type"
          className={selectClass}
          value={filter.securityTypes?.join(",") ?? ""}
          onChange={(value) =>
            onChange(
              {
                securityTypes: value
                  ? (value.split(",") as ScreenFilter["securityTypes"])
                  : undefined,
              },
              "type",
              "push",
            )
          }
        >
          <option value="">Common stocks</option>
          <option value="common,preferred,warrant,unit,right">All listings</option>
          <option value="preferred">Preferred</option>
          <option value="warrant">Warrants</option>
          <option value="unit">Units</option>
          <option value="right">Rights</option>
        </HeldSelect>
      </Field>
      {range("price", "Price ($)")}
      {range("changePct", "Change (%)")}
      {range("volume", "Volume", "e.g. 500k, 1M, 2.5B")}
      {range("perf1m", "Perf month (%)")}
      {range("perfYtd", "Perf YTD (%)")}
      {range("fromHigh52w", "From 52W high (%)")}
      <Field label="Earnings date">
        <HeldSelect
          aria-label="Earnings date"
          aria-describedby={earningsOff ? earningsReasonId : undefined}
          disabled={earningsOff}
          className={`${selectClass} disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400`}
          value={filter.earningsDate ?? ""}
          onChange={(value) =>
            onChange(
              { earningsDate: (value || undefined) as EarningsWindow | undefined },
              "earningsDate",
              "push",
            )
          }
        >
          <option value="">Any</option>
          {Object.entries(earningsWindows).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </HeldSelect>
        {earningsOff && (
          <p id={earningsReasonId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {unavailableFilterReason("earningsDate")}
          </p>
        )}
      </Field>
      <fieldset className="col-span-2 min-w-0">
        <legend className="sr-only">Fundamentals</legend>
        <div className="grid grid-cols-2 gap-3">
          {fundamentalFields.map((field) => (
            <Fragment key={field}>
              {range(field, rangeFields[field].label.replace(/ %$/, " (%)"))}
            </Fragment>
          ))}
        </div>
        {fundamentalsOff[0] && (
          <p id={reasonId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {unavailableFilterReason(fundamentalsOff[0])}
          </p>
        )}
      </fieldset>
      <TechnicalFilters
        filter={filter}
        allowed={technicalAllowed}
        selectClass={selectClass}
        onChange={onChange}
      />
    </div>
  );
}
