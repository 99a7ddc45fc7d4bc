"use client";

import { onlineManager } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { useItemEdits, useWatchlists } from "@/features/watchlist/components";
import { showToast } from "@/lib/toast/toast-store";
import { describeBulkAddition } from "../describe-bulk-addition";

/** The list a person without one gets at their first addition (the server's default list). */
const FIRST_LIST_NAME = "My watchlist";

type Props = {
  /** The ticked symbols, in the order the rows show them. */
  symbols: readonly string[];
  onClear: () => void;
};

/**
 * "Add the selected rows" (docs/product.md#screener): the count, a choice of the person's lists
 * (the default one chosen), and one `addSymbols` call with every ticked symbol. It sticks to the
 * bottom of the window while the results are in view, and sits after the pager in the flow, so
 * it never covers the last rows or the pager. A refusal (the plan's limit) is toasted with the
 * server's message by the query client, and the rows stay ticked to try another list.
 */
export function SelectionBar({ symbols, onClear }: Props) {
  const id = useId();
  const lists = useWatchlists();
  const items = useItemEdits();
  const [chosenId, setChosenId] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  // Set in the handler itself: the disabled button only arrives with the next render, and a double click comes before it.
  const sending = useRef(false);
  const data = lists.data ?? [];
  const target =
    data.find((list) => list.id === chosenId) ?? data.find((list) => list.isDefault) ?? data[0];
  const count = symbols.length;

  async function add() {
    if (sending.current) return;
    const listName = target?.name ?? FIRST_LIST_NAME;
    if (!onlineManager.isOnline()) {
      // Kept on this device and sent when the server answers (docs/behaviour.md#offline-edits); its
      // outcome is listed on the watchlist page then, so nothing here waits for it.
      void items.add(target?.id, [...symbols], "screener").catch(() => undefined);
      showToast({
        title: `Added to ${listName} on this device`,
        description: "Sent to your watchlist when the connection returns.",
        tone: "info",
      });
      onClear();
      return;
    }
    sending.current = true;
    setAdding(true);
    try {
      const result = await items.add(target?.id, [...symbols], "screener");
      // A fresh edit id is never a replay; were it one, the first answer was the one to report.
      if (!result.replayed) showToast({ ...describeBulkAddition(listName, result), tone: "info" });
      onClear();
    } catch {
      // Told in the query client's toast; the selection stays.
    } finally {
      sending.current = false;
      setAdding(false);
    }
  }

  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-6px_16px_-8px_rgb(15_23_42/0.25)] sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm font-semibold" aria-live="polite">
          {count} selected
        </p>
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-slate-600 hover:underline dark:text-slate-400"
        >
          Clear selection
        </button>
        <div className="flex w-full min-w-0 items-center gap-2 sm:ml-auto sm:w-auto">
          <label
            htmlFor={`${id}-list`}
            className="shrink-0 text-sm text-slate-600 dark:text-slate-400"
          >
            To
          </label>
          <select
            id={`${id}-list`}
            value={target?.id ?? ""}
            onChange={(event) => setChosenId(event.target.value || undefined)}
            disabled={lists.isPending}
            className="min-w-0 flex-1 truncate rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm sm:w-48 sm:flex-none dark:border-slate-700 dark:bg-slate-900"
          >
            {lists.isPending ? (
              <option value="">Loading your lists…</option>
            ) : data.length === 0 ? (
              <option value="">{`${FIRST_LIST_NAME} (new)`}</option>
            ) : (
              data.map((list) => (
                <option key={list.id} value={list.id}>
                  {`${list.name} (${list.symbols.length})`}
                </option>
              ))
            )}
          </select>
          <button
            type="button"
            disabled={adding}
            onClick={() => void add()}
            className={`shrink-0 ${buttonClass({ size: "sm" })}`}
          >
            {adding ? "Adding…" : `Add ${count} to watchlist`}
          </button>
        </div>
      </div>
    </div>
  );
}
