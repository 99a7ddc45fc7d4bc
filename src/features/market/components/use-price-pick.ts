"use client";

import { useEffect, useMemo, useState } from "react";
import type { PricePick } from "./use-chart-price-pick";

/**
 * What a page asks of the stock chart's price levels (the stock page: its alerts): a level picked
 * on the chart (`onPick`, kept the same between renders), and levels drawn across it.
 */
export type LevelPick = {
  onPick: (price: number) => void;
  levels: readonly number[];
};

/**
 * The chart's price picking for the page that asks for it (`onPick`): the toolbar toggle's state,
 * off again once a level is picked or Escape is pressed anywhere. None on a percent scale, whose
 * levels are percentages rather than prices.
 */
export function usePricePick(
  onPick: ((price: number) => void) | undefined,
  percent: boolean,
): { pick: PricePick | undefined; toggle: () => void } {
  const [armed, setArmed] = useState(false);
  const on = Boolean(onPick) && !percent && armed;

  useEffect(() => {
    if (!on) return;
    const escape = (event: KeyboardEvent) => event.key === "Escape" && setArmed(false);
    window.addEventListener("keydown", escape);
    return () => window.removeEventListener("keydown", escape);
  }, [on]);

  const pick = useMemo(
    () =>
      onPick && !percent
        ? {
            armed: on,
            onPick: (price: number) => {
              setArmed(false);
              onPick(price);
            },
          }
        : undefined,
    [onPick, percent, on],
  );
  return { pick, toggle: () => setArmed((now) => !now) };
}
