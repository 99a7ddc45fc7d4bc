"use client";

import { useMemo } from "react";
import { formatDateTime } from "@/lib/dates/format-date-time";
import { useOldestShownDataTime } from "@/lib/query/use-oldest-shown-data-time";
import { useAppSession } from "@/lib/session/session-context";
import { useServerReachable } from "@/lib/session/use-server-reachable";
import { useTRPC } from "@/lib/trpc/react";

/**
 * Shown while the server cannot be reached: what is on screen is saved data, read-only, and as
 * old as its oldest part. The health poll is left out: it is how we know we are offline, not data
 * on screen, and its time is the newest of all.
 */
export function OfflineNotice() {
  const { fromDevice } = useAppSession();
  const { reachable } = useServerReachable();
  // Mounted only while offline: online, nothing watches every answer of the query cache.
  return reachable && !fromDevice ? null : <OfflineBanner />;
}

function OfflineBanner() {
  const trpc = useTRPC();
  const health = useMemo(() => trpc.health.pathKey(), [trpc]);
  const savedAt = useOldestShownDataTime(health);
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <strong className="font-semibold">Offline</strong> —{" "}
      {savedAt ? (
        <>
          showing data from{" "}
          <time dateTime={new Date(savedAt).toISOString()}>{formatDateTime(savedAt)}</time>
        </>
      ) : (
        "no saved data on this device yet"
      )}
      . Watchlist edits are kept on this device and sent when the connection returns; other changes
      wait for it.
    </div>
  );
}
