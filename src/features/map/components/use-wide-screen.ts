"use client";

import { startTransition, useEffect, useState } from "react";

/** Tailwind's `md`, from which the map page draws the whole market's treemap. */
const WIDE_SCREEN = "(min-width: 768px)";

/**
 * Whether the screen is wide enough for the whole map: false on the server and in the first
 * render, so what the server drew hydrates unchanged, then the screen's answer. The answer lands
 * in a transition: what it changes (240 tiles start following the stream) renders in slices, and
 * never forces the tiles' boundary to hydrate in one long task (treemap-box.tsx), as a store's
 * synchronous update did.
 * @see https://react.dev/reference/react/startTransition
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const read = () => startTransition(() => setWide(query.matches));
    read();
    query.addEventListener("change", read);
    return () => query.removeEventListener("change", read);
  }, []);
  return wide;
}
