"use client";

import * as Popover from "@radix-ui/react-popover";
import { useEffect, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { columnIds, MAX_COLUMNS, TICKER_COLUMN, type ColumnId } from "../screen-column-ids";
import { columnCatalogue, viewColumnIds, type ColumnGroup } from "../screen-columns";
import type { ScreenView } from "../screen-url-state";

type Props = { view: ScreenView; columns: ColumnId[] | undefined; onChange: (columns: ColumnId[] | undefined) => void };

const groups: ColumnGroup[] = ["Descriptive", "Price and volume", "Performance", "Technical", "Valuation"];
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

  const pick = (next: ColumnId[], focus: string) => {
    // The view's own set again is no pick at all: the URL stays short and the view tab stays in charge.
    const viewSet = viewColumnIds[view];
    onChange(next.length === viewSet.length && next.every((column, i) => column === viewSet[i]) ? undefined : next);
    setFocusNext(focus);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    const lands = index + by;
    const edge = by === -1 ? lands === 1 : lands === next.length - 1;
    pick(next, `${id}-${shown[index]}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };
  const remove = (index: number) => {
    const after = shown[index + 1] ?? shown[index - 1];
    pick(shown.filter((_, i) => i !== index), after && after !== TICKER_COLUMN ? `${id}-${after}-remove` : `${id}-add`);
  };
  const hidden = columnIds.filter((column) => !shown.includes(column));
  const full = shown.length >= MAX_COLUMNS;

  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClass({ variant: "secondary", size: "sm" })}>
        Columns
        {columns && <span className="rounded bg-slate-100 px-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">custom</span>}
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
                      <button type="button" id={`${id}-${column}-up`} aria-label={`Move ${label} up`} disabled={index <= 1} onClick={() => move(index, -1)} className={iconButton}>
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button type="button" id={`${id}-${column}-down`} aria-label={`Move ${label} down`} disabled={index === shown.length - 1} onClick={() => move(index, 1)} className={iconButton}>
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button type="button" id={`${id}-${column}-remove`} aria-label={`Remove ${label}`} onClick={() => remove(index)} className={iconButton}>
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
          {full && <p className="text-xs text-slate-600 dark:text-slate-400">Remove one first: a screen shows at most {MAX_COLUMNS} columns.</p>}
          {groups.map((group) => {
            const addable = hidden.filter((column) => columnCatalogue[column].group === group);
            if (addable.length === 0) return null;
            return (
              <div key={group} className="mt-2">
                <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{group}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  {addable.map((column) => (
                    <button
                      key={column}
                      type="button"
                      disabled={full}
                      aria-label={`Add ${columnCatalogue[column].label}`}
                      onClick={() => pick([...shown, column], `${id}-${column}-remove`)}
                      className="rounded-full border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800"
                    >
                      + {columnCatalogue[column].label}
                    </button>
                  ))}
                </div>
              </div>
            );
          })}
          {columns && (
            <button type="button" onClick={() => pick([...viewColumnIds[view]], `${id}-add`)} className={`mt-3 ${buttonClass({ variant: "secondary", size: "sm", block: true })}`}>
              Reset columns
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
