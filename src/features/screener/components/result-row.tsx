"use client";

import { memo } from "react";
import { LiveRow } from "@/features/market/components";
import type { DefaultListToggle } from "@/features/watchlist/components";
import { WatchToggleButton } from "@/features/watchlist/components";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import type { ScreenColumn } from "../screen-columns";
import type { ScreenRow } from "../server/data";
import { RowCheckbox } from "./row-checkbox";

type Props = {
  row: ScreenRow;
  columns: readonly ScreenColumn[];
  /** The row's place in the whole screen, from 1. */
  position: number;
  /** The class of each cell, by its column's place. */
  cellClasses: readonly string[];
  rowClass: string;
  /** On a phone the company name sits under the ticker. */
  nameUnderTicker: boolean;
  onOpen: (symbol: string, position: number) => void;
  /** The star that puts the row's symbol in the default watchlist; null for a visitor. */
  watch: DefaultListToggle | null;
  /** Whether the row is ticked for "Add the selected rows". */
  selected: boolean;
  /** Ticks or unticks the row; null for a visitor, who has no checkboxes (the star's rule). */
  onSelect: ((symbol: string) => void) | null;
  /** A person with a session: the checkbox and star have their room before they arrive. */
  controls: boolean;
};

/**
 * One result. Memoised: while the next screen's rows are on their way the table shows the
 * previous rows again with the new header, and these rows then skip their render entirely
 * (docs/product.md#screener, "Speed"). Every prop is a value or a stable reference for that.
 */
export const ResultRow = memo(function ResultRow({
  row,
  columns,
  position,
  cellClasses,
  rowClass,
  nameUnderTicker,
  onOpen,
  watch,
  selected,
  onSelect,
  controls,
}: Props) {
  return (
    // Off the screen, its figures skip the stream's ticks until it scrolls back (live-row.tsx).
    <LiveRow
      className={rowClass}
      data-selected={selected || undefined}
      onClickCapture={(event) =>
        (event.target as HTMLElement).closest("a") && onOpen(row.symbol, position)
      }
    >
      {columns.map((column, index) => (
        <td key={column.id} className={cellClasses[index]}>
          {/* The star and checkbox come after hydration, with the person's lists: their room is
              kept from the server's render, so the tickers do not move when they arrive. */}
          {index === 0 && controls && (
            <span className="inline-flex w-12 items-center align-middle">
              {onSelect && (
                <RowCheckbox
                  label={`Select ${row.symbol}`}
                  checked={selected}
                  onChange={() => onSelect(row.symbol)}
                />
              )}
              {watch && <WatchToggleButton symbol={row.symbol} watch={watch} />}
            </span>
          )}
          {column.render(row)}
          {index === 0 && nameUnderTicker && (
            <span className="block max-w-32 truncate text-xs text-slate-600 sm:hidden dark:text-slate-400">
              {cleanCompanyName(row.name)}
            </span>
          )}
        </td>
      ))}
    </LiveRow>
  );
});
