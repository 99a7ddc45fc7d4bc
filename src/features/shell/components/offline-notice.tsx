"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useAppSession } from "@/lib/session/session-context";
import { useServerReachable } from "@/lib/session/use-server-reachable";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The newest moment any cached answer was fetched: how old what the person sees is, at worst. */
function useNewestDataTime(): number | null {
  const queries = useQueryClient().getQueryCache().getAll();
  const times = queries.filter((q) => q.state.status === "success" && q.state.dataUpdatedAt > 0).map((q) => q.state.dataUpdatedAt);
  return times.length > 0 ? Math.max(...times) : null;
}

/** Shown while the server cannot be reached: what is on screen is saved data, read-only. */
export function OfflineNotice() {
  const { fromDevice } = useAppSession();
  const { reachable } = useServerReachable();
  const savedAt = useNewestDataTime();
  if (reachable && !fromDevice) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <strong className="font-semibold">Offline</strong> — {savedAt ? `saved data from ${timeFormat.format(savedAt)}` : "no saved data on this device yet"}. Changes are
      paused until the connection returns.
    </div>
  );
}
