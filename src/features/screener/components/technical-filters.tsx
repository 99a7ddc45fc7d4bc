"use client";

import type { ScreenFilter } from "../screen-filter";
import type { ChangeFilter } from "./change-filter";
import { FilterField } from "./filter-field";
import { HeldSelect } from "./held-select";
import { LockedFilter } from "./locked-filter";
import { RangeFilter } from "./range-filter";

type SmaKey = "sma20" | "sma50" | "sma200";
type Props = {
  filter: ScreenFilter;
  allowed: boolean;
  selectClass: string;
  onChange: ChangeFilter;
};

const smaChoices = [
  ["", "Any"],
  ["above", "Price above"],
  ["below", "Price below"],
] as const;
const rsiChoices = [
  ["", "Any"],
  ["oversold", "Oversold (under 30)"],
  ["neutral", "Neutral (30–70)"],
  ["overbought", "Overbought (over 70)"],
] as const;

type Choices = ReadonlyArray<readonly [string, string]>;
const faceOf = (choices: Choices, value: string | undefined) =>
  choices.find(([v]) => v === (value ?? ""))?.[1] ?? "Any";
const boundsFace = ({ min, max }: { min?: number; max?: number } = {}) =>
  min !== undefined && max !== undefined
    ? `${min} to ${max}`
    : min !== undefined
      ? `${min} or more`
      : max !== undefined
        ? `Up to ${max}`
        : "Any";

/**
 * SMA position, RSI band and relative volume: the technical filters (docs/product.md#plans). On a
 * plan without them each is shown locked, with what it holds (a preset's own condition, or one a
 * shared link carried), and never sent to the server.
 */
export function TechnicalFilters({ filter, allowed, selectClass, onChange }: Props) {
  const select = (
    label: string,
    choices: Choices,
    value: string | undefined,
    onValue: (value: string | undefined) => void,
  ) =>
    allowed ? (
      <FilterField key={label} label={label}>
        <HeldSelect
          aria-label={label}
          className={selectClass}
          value={value ?? ""}
          onChange={(chosen) => onValue(chosen || undefined)}
        >
          {choices.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </HeldSelect>
      </FilterField>
    ) : (
      <LockedFilter key={label} label={label} face={faceOf(choices, value)} />
    );
  const sma = (key: SmaKey, label: string) =>
    select(label, smaChoices, filter.sma?.[key], (position) =>
      onChange(
        { sma: { ...filter.sma, [key]: position as "above" | "below" | undefined } },
        key,
        "push",
      ),
    );

  return (
    <>
      {sma("sma20", "SMA 20")}
      {sma("sma50", "SMA 50")}
      {sma("sma200", "SMA 200")}
      {select("RSI (14)", rsiChoices, filter.rsi, (rsi) =>
        onChange({ rsi: rsi as ScreenFilter["rsi"] }, "rsi", "push"),
      )}
      {allowed ? (
        <RangeFilter
          field="relVolume"
          label="Rel volume"
          bounds={filter.relVolume}
          onApply={(relVolume, mode) => onChange({ relVolume }, "relVolume", mode)}
        />
      ) : (
        <LockedFilter label="Rel volume" face={boundsFace(filter.relVolume)} />
      )}
    </>
  );
}
