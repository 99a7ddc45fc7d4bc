"use client";

import type { DragEvent, KeyboardEvent } from "react";
import { IntentPrefetchLink } from "@/components/ui/intent-prefetch-link";
import { CreateAlertButton } from "@/features/alerts/components";
import { LiveFigure, LiveRow, MarketFigure } from "@/features/market/components";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { formatBarDate } from "@/lib/format/format-bar-date";
import { formatPercent, formatPrice, toneOf } from "@/lib/format/format-market-number";
import { describeReportSoon } from "../describe-report-soon";
import { distanceToTarget } from "../distance-to-target";
import type { WatchlistRow as Row } from "../server/data";
import { ItemEditor } from "./item-editor";
import { MonthSparkline } from "./month-sparkline";
import { RangeBar } from "./range-bar";

export type RowEdits = {
  /** In the list's own order (no sort), the row can be moved. */
  movable: boolean;
  onMove: (symbol: string, step: -1 | 1) => void;
  onDragStart: (symbol: string) => void;
  onDropOn: (symbol: string) => void;
  onRemove: (symbol: string) => void;
  onEdit: (symbol: string, fields: { note: string | null; targetPrice: number | null }) => void;
};
/** Without `edits` the row is read-only: no handle, and none of the owner's own columns (note, target) or actions. */
type Props = { row: Row; today: string; edits?: RowEdits };

export const stickyCell =
  "sticky left-0 z-[1] bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)] dark:bg-slate-950 dark:shadow-[inset_-1px_0_0_var(--color-slate-800)]";
// 8px a side: twelve columns, the month's among them, still fit the page's width on a desktop.
const cell = "px-2 py-2 whitespace-nowrap border-b border-slate-100 dark:border-slate-800";
const numeric = `${cell} text-right font-mono tabular-nums`;

/** One symbol of the list: its quote columns and month, note and target, and the controls to move, edit and remove it. */
export function WatchlistRow({ row, today, edits }: Props) {
  const movable = edits?.movable === true;
  const reportSoon = describeReportSoon(row.nextEarningsDate, row.nextEarningsConfirmed, today);
  const toTarget = distanceToTarget(row.lastPrice, row.targetPrice);
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    // docs/product.md#watchlists: Alt+↑ and Alt+↓ move the symbol from anywhere in its row (the row
    // hears those); on its handle ↑ and ↓ alone do too.
    if (event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    edits?.onMove(row.symbol, event.key === "ArrowUp" ? -1 : 1);
  };
  const dropProps = movable
    ? {
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => (event.preventDefault(), edits?.onDropOn(row.symbol)),
      }
    : {};
  return (
    // A list of hundreds shows a screenful: the rows off it skip the ticks (live-row.tsx).
    <LiveRow
      className="hover:bg-slate-50 dark:hover:bg-slate-900"
      onKeyDown={(event) =>
        movable &&
        event.altKey &&
        (event.key === "ArrowUp" || event.key === "ArrowDown") &&
        (event.preventDefault(), edits?.onMove(row.symbol, event.key === "ArrowUp" ? -1 : 1))
      }
      {...dropProps}
    >
      <td className={`${cell} ${stickyCell}`}>
        <div className="flex items-center gap-2">
          {movable && (
            <button
              type="button"
              draggable
              onDragStart={(event) => (
                event.dataTransfer.setData("text/plain", row.symbol), edits?.onDragStart(row.symbol)
              )}
              onKeyDown={onHandleKey}
              aria-label={`Move ${row.symbol}`}
              aria-describedby="watchlist-move-hint"
              className="focus-visible:outline-brand-500 cursor-grab rounded px-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 dark:text-slate-400 dark:hover:text-white"
            >
              <span aria-hidden="true">⋮⋮</span>
            </button>
          )}
          <div className="min-w-0">
            {/* On intent: a list of hundreds would otherwise ask for every stock page in view (docs/decisions.md#navigation). */}
            <IntentPrefetchLink
              href={`/stocks/${encodeURIComponent(row.symbol)}`}
              className="text-brand-700 dark:text-brand-300 font-mono font-semibold hover:underline"
            >
              {row.symbol}
            </IntentPrefetchLink>
            <span className="block max-w-32 truncate text-xs text-slate-600 dark:text-slate-400">
              {row.name ? cleanCompanyName(row.name) : "Not listed now"}
            </span>
            {reportSoon && row.nextEarningsDate && (
              // Wraps within the name's width, so the sticky column stays narrow on a phone.
              <span
                className="block max-w-32 text-xs font-medium whitespace-normal text-amber-800 dark:text-amber-300"
                title={`Next earnings report: ${formatBarDate(row.nextEarningsDate, true)}, ${row.nextEarningsConfirmed ? "confirmed" : "estimated"} by Yahoo Finance`}
              >
                {reportSoon}
              </span>
            )}
          </div>
        </div>
      </td>
      {/* The day's figures, live while a feed runs (docs/live-market.md#the-live-path-feed--database--page). */}
      {(
        [
          ["price", row.lastPrice],
          ["changePct", row.changePct],
          ["change", row.change],
          ["volume", row.volume],
        ] as const
      ).map(([figure, initial]) => (
        <td key={figure} className={numeric}>
          <LiveFigure symbol={row.symbol} figure={figure} initial={initial} />
        </td>
      ))}
      <td className={numeric}>
        <MarketFigure figure="marketCap" value={row.marketCap} />
      </td>
      <td className={cell}>
        <MonthSparkline closes={row.monthCloses} simulated={row.monthSimulated} />
      </td>
      <td className={cell}>
        <RangeBar lastPrice={row.lastPrice} low52w={row.low52w} high52w={row.high52w} />
      </td>
      {edits && (
        <>
          <td className={numeric}>{formatPrice(row.targetPrice)}</td>
          <td className={`${numeric} ${toneOf(toTarget)}`}>{formatPercent(toTarget, 1)}</td>
          {/* The width limit is on a block inside the cell: a table cell's own max-width does not bound its column. */}
          <td
            className={`${cell} text-slate-700 dark:text-slate-300`}
            title={row.note ?? undefined}
          >
            {row.note ? (
              <span className="block max-w-28 truncate">{row.note}</span>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">—</span>
            )}
          </td>
          <td className={`${cell} text-right`}>
            <ItemEditor
              symbol={row.symbol}
              note={row.note}
              targetPrice={row.targetPrice}
              onSave={(fields) => edits.onEdit(row.symbol, fields)}
            />
            <CreateAlertButton
              symbol={row.symbol}
              price={row.targetPrice ?? row.lastPrice}
              source="watchlist"
              compact
            />
            <button
              type="button"
              onClick={() => edits.onRemove(row.symbol)}
              aria-label={`Remove ${row.symbol}`}
              className="focus-visible:outline-brand-500 rounded px-2 py-1 text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 dark:text-red-300"
            >
              Remove
            </button>
          </td>
        </>
      )}
    </LiveRow>
  );
}
