"use client";

import { useSyncExternalStore } from "react";

/** Relative times ("4m") move on twice a minute: often enough, and one timer for the whole page. */
const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const listener of listeners) listener();
    }, TICK_MS);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The time now, to the half minute, for what depends on it on screen (a message's age, whether it
 * can still be edited): reading the clock while rendering would make a render depend on when it ran.
 */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
