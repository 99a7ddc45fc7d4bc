"use client";

import type { KeyboardEvent } from "react";
import { Gridlines } from "@/components/ui/gridlines";
import { ValueAxis } from "@/components/ui/value-axis";
import { columnAfterKey } from "@/lib/charts/column-after-key";
import { niceSpan } from "@/lib/format/nice-scale";

/** One column's bars, drawn over each other from the back: each a value and its colour class. */
export type ColumnBars = Array<{ value: number; colour: string }>;

type ActivityColumnsProps = {
  columns: ColumnBars[];
  formatTick: (value: number) => string;
  label: string;
  active: number | null;
  onActive: (index: number | null) => void;
};

/**
 * Columns with a value axis and gridlines; the second bar of a column stands narrower in front of
 * the first, so both read at once. A value below zero (a day whose refunds outweigh its
 * commissions) hangs below the zero line, which the axis then marks. The column under the pointer,
 * or chosen with the arrow keys, is `active`; its figures are the caller's to read out.
 */
export function ActivityColumns({
  columns,
  formatTick,
  label,
  active,
  onActive,
}: ActivityColumnsProps) {
  const values = columns.flatMap((bars) => bars.map((bar) => bar.value));
  const { bottom, top, ticks } = niceSpan(Math.min(0, ...values), Math.max(0, ...values));
  const gap = columns.length > 45 ? "gap-px" : "gap-0.5";
  /** How far up the chart `value` is, and how tall a bar from zero to it stands. */
  const position = (value: number) => `${((value - bottom) / (top - bottom)) * 100}%`;
  const length = (value: number) => `${(Math.abs(value) / (top - bottom)) * 100}%`;

  function move(event: KeyboardEvent) {
    const next = columnAfterKey(event.key, active, columns.length - 1);
    if (next === undefined) return;
    event.preventDefault();
    onActive(next);
  }

  return (
    <div className="flex gap-2">
      <ValueAxis ticks={ticks} at={position} format={formatTick} width="w-14" />
      <div className="relative h-48 min-w-0 flex-1">
        <Gridlines ticks={ticks} at={position} marked={(tick) => tick === 0 && bottom < 0} />
        <div
          tabIndex={0}
          role="group"
          aria-label={`${label}. Use the left and right arrow keys to read each column.`}
          onKeyDown={move}
          onFocus={() => onActive(active ?? columns.length - 1)}
          onBlur={() => onActive(null)}
          onMouseLeave={() => onActive(null)}
          className={`focus-visible:outline-brand-500 absolute inset-0 flex items-end rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 ${gap}`}
        >
          {columns.map((bars, index) => (
            <div
              key={index}
              onMouseEnter={() => onActive(index)}
              className={`relative h-full min-w-0 flex-1 ${index === active ? "bg-slate-200/70 dark:bg-slate-800/70" : ""}`}
            >
              {bars.map((bar, layer) =>
                bar.value !== 0 ? (
                  <div
                    key={layer}
                    className={`absolute ${layer === 0 ? "inset-x-0" : "inset-x-1/4"} ${bar.colour}`}
                    style={{ bottom: position(Math.min(0, bar.value)), height: length(bar.value) }}
                  />
                ) : null,
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
