"use client";

import { useCallback, useRef } from "react";

/**
 * `refresh` made safe to call on every event: while one run is on its way, further calls ask for
 * one more run after it (a run begun before an event may not see it), never for one each. A busy
 * room's events thus cost each reader at most two requests in a row, not one per message.
 */
export function useCoalescedRefresh(refresh: () => Promise<unknown>): () => void {
  const state = useRef({ running: false, again: false });
  return useCallback(() => {
    const current = state.current;
    if (current.running) {
      current.again = true;
      return;
    }
    current.running = true;
    void (async () => {
      try {
        do {
          current.again = false;
          await refresh().catch(() => undefined);
        } while (current.again);
      } finally {
        current.running = false;
      }
    })();
  }, [refresh]);
}
