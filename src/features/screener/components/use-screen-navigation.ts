"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { rememberScreen } from "../last-screen";
import { screenFromSearchParams, screenToSearchParams, type ScreenState } from "../screen-url-state";

/** A committed change adds a history entry; typing replaces the current one (docs/product.md#screener). */
export type HistoryMode = "push" | "replace";

/**
 * The screen in the URL and the way to change it. Changes go through the browser's own
 * pushState/replaceState, which Next.js follows (useSearchParams updates) without asking the server
 * for the page again, so Back and Forward walk through screens at the speed of the table.
 */
export function useScreenNavigation(onGo?: (next: ScreenState) => void) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const state = useMemo(() => screenFromSearchParams(new URLSearchParams(query)), [query]);

  // The stock page's way back returns to this screen (docs/product.md#screener).
  useEffect(() => rememberScreen(query), [query]);

  /**
   * Applies `update` to the screen the address bar shows now, not to the last render's: two fields
   * applied in one moment (a paste, then Tab) both land. Returns false when nothing changed, so no
   * empty history entry is made. `onGo` hears of the new screen before the page re-renders for it.
   */
  // The latest `onGo`, read when a change is made: `go` keeps one identity per path.
  const onGoRef = useRef(onGo);
  useEffect(() => {
    onGoRef.current = onGo;
  });
  const go = useCallback(
    (update: (current: ScreenState) => ScreenState, mode: HistoryMode): boolean => {
      const current = screenFromSearchParams(new URLSearchParams(window.location.search));
      const next = screenToSearchParams(update(current)).toString();
      if (next === screenToSearchParams(current).toString()) return false;
      // The screen as the page will read it back from the address.
      onGoRef.current?.(screenFromSearchParams(new URLSearchParams(next)));
      const url = next ? `${pathname}?${next}` : pathname;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
      return true;
    },
    [pathname],
  );

  return { state, go };
}
