"use client";

import { type RefObject, useEffect, useState } from "react";

/** At the latest this long after the page starts, the interactive chart loads even on a busy phone. */
const IDLE_TIMEOUT_MS = 4_000;
const INTENT = ["pointerenter", "pointerdown", "focusin", "touchstart"] as const;

/**
 * Whether the interactive chart should load (docs/decisions.md#shell): the SVG poster paints
 * first, and lightweight-charts is wanted when the browser is next idle after the page's load, or
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
    // Idle after the page's load: before it, "idle" can come between the page's own first tasks.
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === "function"
          ? requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(want, 1);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      for (const type of INTENT) target?.removeEventListener(type, want);
      window.removeEventListener("load", whenIdle);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [box, wanted]);

  return wanted || now;
}
