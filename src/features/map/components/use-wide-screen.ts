"use client";

import { useSyncExternalStore } from "react";

/** Tailwind's `md`, from which the map page draws the whole market's treemap. */
const WIDE_SCREEN = "(min-width: 768px)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Whether the screen is wide enough for the whole map: false on the server and in the first
 * render, so what the server drew hydrates unchanged, then the screen's answer.
 * @see https://react.dev/reference/react/useSyncExternalStore#adding-support-for-server-rendering
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
