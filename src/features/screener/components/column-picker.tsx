"use client";

import * as Popover from "@radix-ui/react-popover";
import { useEffect, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { type ColumnId, columnIds, MAX_COLUMNS, TICKER_COLUMN } from "../screen-column-ids";
import { type ColumnGroup, columnCatalogue } from "../screen-columns";
import type { ScreenView } from "../screen-url-state";
import { viewColumnIds } from "../view-column-ids";

/** A change to the columns, applied to the ones the address bar holds at that moment (`undefined`: the view's own). */
export type ColumnsUpdate = (columns: ColumnId[] | undefined) => ColumnId[] | undefined;
type Props = {
  view: ScreenView;
  columns: ColumnId[] | undefined;
  onChange: (update: ColumnsUpdate) => void;
};

const groups: ColumnGroup[] = [
  "Descriptive",
  "Price and volume",
  "Performance",
  "Technical",
  "Valuation",
  "Financial",
];
const iconButton =
  "grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800";

/**
 * Which columns the results show, in what order (docs/product.md#screener, "Columns"): move up,
 * move down, remove, add from the groups, or go back to the view's own set. Plain buttons, so Tab
 * and Enter do everything; after a move focus follows the column, after a removal it goes to the next one.
 */
export function ColumnPicker({ view, columns, onChange }: Props) {
  const id = useId();
  const shown = columns ?? [...viewColumnIds[view]];
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext)?.focus();
  }, [focusNext, columns]);

  /**
   * `change` works on the columns as they are when the change lands, not as this render drew them:
   * two presses of "Move up" before the table re-renders move the column twice, not once.
   */
  const pick = (change: (current: ColumnId[]) => { next: ColumnId[]; focus: string }) =>
    onChange((current) => {
      const { next, focus } = change(current ?? [...viewColumnIds[view]]);
      setFocusNext(focus);
      // The view's own set again is no pick at all: the URL stays short and the view tab stays in charge.
      const viewSet = viewColumnIds[view];
      return next.length === viewSet.length && next.every((column, i) => column === viewSet[i])
        ? undefined
        : next;
    });
  const move = (column: ColumnId, by: -1 | 1) =>
    pick((current) => {
      const index = current.indexOf(column);
      const lands = index + by;
      if (index < 1 || lands < 1 || lands >= current.length)
        return { next: current, focus: `${id}-${column}-${by === -1 ? "down" : "up"}` };
      const next = [...current];
      [next[index], next[lands]] = [next[lands]!, column];
      const edge = by === -1 ? lands === 1 : lands === next.length - 1;
      return {
        next,
        focus: `${id}-${column}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`,
      };
    });
  const remove = (column: ColumnId) =>
    pick((current) => {
      const index = current.indexOf(column);
      const after = current[index + 1] ?? current[index - 1];
      return {
        next: current.filter((c) => c !== column),
        focus: after && after !== TICKER_COLUMN ? `${id}-${after}-remove` : `${id}-add`,
      };
    });
  const hidden = columnIds.filter((column) => !shown.includes(column));
  const full = shown.length >= MAX_COLUMNS;

  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClass({ variant: "secondary", size: "sm" })}>
        Columns
        {columns && (
          <span className="rounded bg-slate-100 px-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            custom
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Columns"
          align="end"
          sideOffset={6}
          collisionPadding={{ top: 64, right: 16, bottom: 16, left: 16 }}
          className="z-40 max-h-[var(--radix-popover-content-available-height)] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="font-semibold">Columns shown</h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {shown.length} of at most {MAX_COLUMNS}, in this order. The ticker always comes first.
          </p>
          <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            {shown.map((column, index) => {
              const { label } = columnCatalogue[column];
              const locked = column === TICKER_COLUMN;
              return (
                <li key={column} className="flex h-9 items-center gap-1">
                  <span className="min-w-0 flex-1 truncate">{label}</span>
                  {!locked && (
                    <>
                      <button
                        type="button"
                        id={`${id}-${column}-up`}
                        aria-label={`Move ${label} up`}
                        disabled={index <= 1}
                        onClick={() => move(column, -1)}
                        className={iconButton}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        id={`${id}-${column}-down`}
                        aria-label={`Move ${label} down`}
                        disabled={index === shown.length - 1}
                        onClick={() => move(column, 1)}
                        className={iconButton}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        id={`${id}-${column}-remove`}
                        aria-label={`Remove ${label}`}
                        onClick={() => remove(column)}
                        className={iconButton}
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
          <h3 id={`${id}-add`} tabIndex={-1} className="mt-3 font-semibold outline-none">
            Add a column
          </h3>
          {full && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Remove one first: a screen shows at most {MAX_COLUMNS} columns.
            </p>
          )}
          {groups.map((group) => {
            const addable = hidden.filter((column) => columnCatalogue[column].group === group);
            if (addable.length === 0) return null;
            return (
              <div key={group} className="mt-2">
                <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
                  {group}
                </p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {addable.map((column) => (
                    <button
                      key={column}
                      type="button"
                      disabled={full}
                      aria-label={`Add ${columnCatalogue[column].label}`}
                      onClick={() =>
                        pick((current) => ({
                          next:
                            current.includes(column) || current.length >= MAX_COLUMNS
                              ? current
                              : [...current, column],
                          focus: `${id}-${column}-remove`,
                        }))
                      }
                      className="focus-visible:outline-brand-500 rounded-full border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 focus-visible:outline-2 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800"
                    >
                      + {columnCatalogue[column].label}
                    </button>
                  ))}
                </div>
              </div>
            );
          })}
          {columns && (
            <button
              type="button"
              onClick={() => pick(() => ({ next: [...viewColumnIds[view]], focus: `${id}-add` }))}
              className={`mt-3 ${buttonClass({ variant: "secondary", size: "sm", block: true })}`}
            >
              Reset columns
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
