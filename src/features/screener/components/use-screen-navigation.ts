"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { rememberScreen } from "../last-screen";
import {
  type ScreenState,
  screenFromSearchParams,
  screenToSearchParams,
} from "../screen-url-state";

/** A committed change adds a history entry; typing replaces the current one (docs/product.md#screener). */
export type HistoryMode = "push" | "replace";

/** A screen shown before the address says so: its query, and the addresses on the way to it (where it was made from, and the changes before it). */
type Ahead = { query: string; via: string[] };
type Write = { url: string; mode: HistoryMode };

/** Longest the address lags behind a screen whose rows have not arrived (a slow or unreachable server). */
export const MAX_ADDRESS_LAG_MS = 1_000;

/**
 * The screen in the URL and the way to change it. A change shows at once, from this hook's own
 * state, and the address follows once the new screen is on screen: the caller says when its rows
 * are shown (`writeAddress`), and the write comes after the frame that paints them, or after
 * MAX_ADDRESS_LAG_MS. Each write is two same-document navigations (Next.js follows
 * pushState/replaceState with a router render and a history write of its own), about a third of a
 * change's main-thread time and as much again in the browser's own process, and made while the
 * rows were on their way it slowed their answer and their drawing (docs/product.md#screener,
 * "Speed"). Back and Forward still walk through every screen: each change still makes its entry,
 * in order, and the address wins as soon as it moves on its own.
 */
export function useScreenNavigation(onGo?: (next: ScreenState) => void) {
  const pathname = usePathname();
  const routerAddress = useSearchParams().toString();
  // After Back or Forward, the address bar's own query until Next.js's reading moves on: Next.js
  // ignores a popstate whose history entry carries no state of its own, and then useSearchParams
  // stayed on the screen just left (seen under load: the URL on page 1, the table on page 2).
  const [popped, setPopped] = useState<{ query: string; over: string } | null>(null);
  if (popped && popped.over !== routerAddress) setPopped(null);
  const address = popped && popped.over === routerAddress ? popped.query : routerAddress;
  const routerAddressRef = useRef(routerAddress);
  useEffect(() => {
    routerAddressRef.current = routerAddress;
  });
  const [ahead, setAhead] = useState<Ahead | null>(null);
  // Ahead of the address while the address is still on the way to it: once the writes land, or
  // Back or Forward moves the address elsewhere, the address is the screen again.
  // @see https://react.dev/reference/react/useState#storing-information-from-previous-renders
  const onTheWay = ahead !== null && ahead.query !== address && ahead.via.includes(address);
  if (ahead && !onTheWay) setAhead(null);
  const query = onTheWay ? ahead.query : address;
  // Keyed by the text: when the address catches up with the screen already shown, nothing re-renders.
  const state = useMemo(() => screenFromSearchParams(new URLSearchParams(query)), [query]);

  // The stock page's way back returns to this screen (docs/product.md#screener).
  useEffect(() => rememberScreen(query), [query]);

  // The latest `onGo`, read when a change is made: `go` keeps one identity per path.
  const onGoRef = useRef(onGo);
  useEffect(() => {
    onGoRef.current = onGo;
  });
  // Changes made but not yet written to the address, oldest first.
  const writes = useRef<Write[]>([]);
  // The screen as it stands now: the last change made, until a screen shows with no change of ours
  // waiting to be written (the router caught up, a link, Back); then that screen. Never the address
  // bar: Next.js writes each address its router commits, and a commit that lands after a later write
  // puts the earlier address back for a moment (seen under load: a paste into Change's maximum, then
  // Volume, and Volume was applied to the screen without the maximum).
  // @see https://github.com/vercel/next.js/blob/canary/packages/next/src/client/components/app-router.tsx (HistoryUpdater)
  const screen = useRef(query);
  useLayoutEffect(() => {
    if (writes.current.length === 0) screen.current = query;
  }, [query]);
  // Bumped by Back and Forward: a change made before them and not yet shown is not shown after them.
  const showGeneration = useRef(0);
  const flushFrame = useRef<number | undefined>(undefined);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lagTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A frame asked for writes that were then written (the lag) or dropped (Back) must not write the next change's early.
  const stopTimers = useCallback(() => {
    if (flushFrame.current !== undefined) cancelAnimationFrame(flushFrame.current);
    flushFrame.current = undefined;
    clearTimeout(flushTimer.current);
    clearTimeout(lagTimer.current);
  }, []);
  const flush = useCallback(() => {
    stopTimers();
    const pending = writes.current;
    writes.current = [];
    for (const { url, mode } of pending) {
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    }
  }, [stopTimers]);
  // Leaving the screener drops writes not yet made: the screen is remembered for the way back all the same.
  const dropWrites = useCallback(() => {
    stopTimers();
    writes.current = [];
  }, [stopTimers]);
  useEffect(() => dropWrites, [dropWrites]);
  // Back or Forward: the address is the screen again at once. Waiting to see the address move away
  // is not enough: Next.js brings useSearchParams up to date in a transition, so a Back made before
  // it caught up with our last write is seen as the address never having left the way to it, and
  // the later screen stayed on show under the earlier address. A write still waiting is dropped
  // rather than made after the move, where it would push the screen just left back on.
  // @see https://developer.mozilla.org/en-US/docs/Web/API/Window/popstate_event
  useEffect(() => {
    const onPopState = () => {
      dropWrites();
      showGeneration.current += 1;
      setAhead(null);
      screen.current = new URLSearchParams(window.location.search).toString();
      setPopped({ query: screen.current, over: routerAddressRef.current });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [dropWrites]);

  /**
   * Applies `update` to the screen as it stands now (the last change, written to the address or
   * not), not to the last render's: two fields applied in one moment (a paste, then Tab) both land.
   * Returns false when nothing changed, so no empty history entry is made. `onGo` hears of the new
   * screen at once; the page re-renders for it in the next task.
   */
  const go = useCallback(
    (update: (current: ScreenState) => ScreenState, mode: HistoryMode): boolean => {
      // The address as useSearchParams spells it (its own encoding), to compare with the one rendered.
      const written = new URLSearchParams(window.location.search).toString();
      const routed = routerAddressRef.current;
      const current = screenFromSearchParams(new URLSearchParams(screen.current));
      const next = screenToSearchParams(update(current)).toString();
      if (next === screenToSearchParams(current).toString()) return false;
      // The screen as the page will read it back from the address.
      onGoRef.current?.(screenFromSearchParams(new URLSearchParams(next)));
      screen.current = next;
      writes.current.push({ url: next ? `${pathname}?${next}` : pathname, mode });
      // Shown from a task of its own, queued after anything `onGo` set going: tRPC's batching link
      // sends from a timer, and timers run in the order they were set. Shown from the event, the
      // render and the layout it forces came first and held the request back by about 25 ms a
      // change, the server idle meanwhile (docs/product.md#screener, "Speed"). A Back in between
      // (a new generation) drops it, as it drops the writes.
      // @see https://github.com/trpc/trpc/blob/main/packages/client/src/internals/dataLoader.ts
      const generation = showGeneration.current;
      setTimeout(() => {
        if (generation === showGeneration.current)
          setAhead((previous) => ({
            query: next,
            via: previous ? [...previous.via, previous.query, written] : [written, routed],
          }));
      });
      if (writes.current.length === 1) lagTimer.current = setTimeout(flush, MAX_ADDRESS_LAG_MS);
      return true;
    },
    [pathname, flush, setAhead],
  );

  /**
   * The screen on show has its rows: the changes waiting are written after the frame that paints
   * them (a timeout queued from an animation frame runs once that frame is drawn).
   * @see https://developer.mozilla.org/en-US/docs/Web/API/Window/requestAnimationFrame
   */
  const writeAddress = useCallback(() => {
    if (writes.current.length === 0 || flushFrame.current !== undefined) return;
    flushFrame.current = requestAnimationFrame(() => (flushTimer.current = setTimeout(flush)));
  }, [flush]);

  return { state, go, writeAddress };
}
