"use client";

import { type RefObject, useEffect, useState } from "react";

/**
 * After the page's load, the interactive chart waits this long before it loads unasked: the page's
 * first seconds stay its own (the poster is a whole chart), and a person who reaches for the chart
 * sooner gets it at once. Loaded right at the load event, lightweight-charts' parse and first draw
 * were a phone's longest tasks of the page (bench/README.md, bench:lighthouse).
 */
const SETTLE_MS = 3_000;
/** Once settled, at the latest this long until the interactive chart loads even on a busy phone. */
const IDLE_TIMEOUT_MS = 4_000;
const INTENT = ["pointerenter", "pointerdown", "focusin", "touchstart"] as const;

/**
 * Whether the interactive chart should load (docs/decisions.md#shell): the SVG poster paints
 * first, and lightweight-charts is wanted when the browser is next idle once the page has settled
 * after its load (SETTLE_MS), or
 * at once when the person reaches for the chart (pointer, touch or keyboard focus in `box`), or
 * when `now` (a range only it draws) asks for it. Once wanted, always wanted.
 */
export function useChartUpgrade(box: RefObject<HTMLElement | null>, now: boolean): boolean {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const target = box.current;
    for (const type of INTENT) target?.addEventListener(type, want, { once: true, passive: true });
    // Idle once the page has settled after its load: before the load, "idle" can come between
    // the page's own first tasks.
    let settle: number | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      settle = window.setTimeout(() => {
        idle =
          typeof requestIdleCallback === "function"
            ? requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS })
            : window.setTimeout(want, 1);
      }, SETTLE_MS);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      for (const type of INTENT) target?.removeEventListener(type, want);
      window.removeEventListener("load", whenIdle);
      clearTimeout(settle);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [box, wanted]);

  return wanted || now;
}
