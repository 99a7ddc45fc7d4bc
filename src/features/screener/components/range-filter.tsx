"use client";

import { useId } from "react";
import { formatNumberInput } from "../format-number-input";
import { type RangeBounds, type RangeSide, readRangeInput } from "../read-range-input";
import type { RangeField } from "../screen-filter-fields";
import { FilterField } from "./filter-field";
import { NumberField } from "./number-field";
import type { HistoryMode } from "./use-screen-navigation";
import { useTypedFilter } from "./use-typed-filter";

type Props = {
  field: RangeField;
  label: string;
  bounds: RangeBounds | undefined;
  onApply: (bounds: RangeBounds | undefined, mode: HistoryMode) => boolean;
  /** Shown under the inputs, e.g. the suffixes the field takes. */
  hint?: string;
  pro?: boolean;
  /** The id of the text saying why no stock can match this filter here: the inputs are then disabled. */
  unavailableId?: string;
};

const sides = { min: "minimum", max: "maximum" } as const;

/**
 * A minimum and a maximum, applied as you type (docs/product.md#screener). Text it cannot read, or
 * a minimum above the maximum, shows a message at the field and is not applied: the screen before
 * stays, and so does the text, to be corrected.
 */
export function RangeFilter({ field, label, bounds, onApply, hint, pro, unavailableId }: Props) {
  const id = useId();
  const { texts, errors, edit, groupProps } = useTypedFilter<RangeSide, RangeBounds | undefined>({
    applied: bounds,
    shown: (applied) => ({
      min: formatNumberInput(applied?.min),
      max: formatNumberInput(applied?.max),
    }),
    read: (typed) => readRangeInput(field, typed),
    same: (a, b) => a?.min === b?.min && a?.max === b?.max,
    onApply,
  });
  const messages = (["min", "max", "range"] as const).filter((key) => errors[key]);
  const describedBy = (side: RangeSide) =>
    [
      errors[side] ? `${id}-${side}` : null,
      errors.range ? `${id}-range` : null,
      hint ? `${id}-hint` : null,
      unavailableId ?? null,
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <FilterField label={label} labelId={`${id}-label`} pro={pro}>
      <div role="group" aria-labelledby={`${id}-label`} {...groupProps}>
        <div className="grid grid-cols-2 gap-1">
          {(["min", "max"] as const).map((side) => (
            <NumberField
              key={side}
              label={`${label} ${sides[side]}`}
              placeholder={side === "min" ? "Min" : "Max"}
              text={texts[side]}
              onText={(text) => edit(side, text)}
              invalid={Boolean(errors[side] ?? errors.range)}
              describedBy={describedBy(side)}
              disabled={unavailableId !== undefined}
            />
          ))}
        </div>
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
        <div aria-live="polite">
          {messages.map((key) => (
            <p
              key={key}
              id={`${id}-${key}`}
              className="mt-1 text-xs font-medium text-red-700 dark:text-red-300"
            >
              {errors[key]}
            </p>
          ))}
        </div>
      </div>
    </FilterField>
  );
}
