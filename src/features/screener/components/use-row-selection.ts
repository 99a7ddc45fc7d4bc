"use client";

import { useState } from "react";

/** The rows ticked on the screen on show, and the ways to change them. */
export type RowSelection = {
  selected: ReadonlySet<string>;
  toggle: (symbol: string) => void;
  /** Ticks every one of `symbols` (the page's rows), or unticks them all. */
  setAll: (symbols: readonly string[], on: boolean) => void;
  clear: () => void;
};

const none: ReadonlySet<string> = new Set();

/**
 * Ticked rows for "Add the selected rows" (docs/product.md#screener), held for one screen: when
 * `screenKey` changes (the filters, sort or page) the selection is dropped, not kept aside, so
 * Back to a screen shows its rows unticked. Reset while rendering, as React advises for state
 * that follows a prop, so no frame shows the old ticks on the new rows.
 * @see https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes
 */
export function useRowSelection(screenKey: string): RowSelection {
  const [selection, setSelection] = useState<{ key: string; symbols: ReadonlySet<string> }>({
    key: screenKey,
    symbols: none,
  });
  if (selection.key !== screenKey) setSelection({ key: screenKey, symbols: none });
  const change = (update: (held: Set<string>) => void) =>
    setSelection((previous) => {
      const held = new Set(previous.symbols);
      update(held);
      return { key: previous.key, symbols: held };
    });
  return {
    selected: selection.key === screenKey ? selection.symbols : none,
    toggle: (symbol) =>
      change((held) => void (held.has(symbol) ? held.delete(symbol) : held.add(symbol))),
    setAll: (symbols, on) =>
      change((held) => symbols.forEach((symbol) => (on ? held.add(symbol) : held.delete(symbol)))),
    clear: () => setSelection((previous) => ({ key: previous.key, symbols: none })),
  };
}
