"use client";

import { useState } from "react";
import { updatedBeforeThisPage } from "@/lib/query/fetched-before-this-page";
import { useOnline } from "@/lib/query/use-online";

/**
 * Whether a room's messages may be shown yet. Fetched on this page, at once. Restored from the
 * device's cache (docs/behaviour.md#offline-cache), they lack what was posted since, which the
 * feed brings a moment later: shown before, the list grew under the reader and pushed the composer
 * down (a layout shift of 0.025 on a phone, tests/e2e/accessibility.spec.ts). So they wait for the
 * feed to catch up (`caughtUp`), or for the server to be found unreachable, when the cache is all
 * there is. Whether they were restored is settled when they first arrive: the feed's own changes
 * later make them look fetched on this page.
 */
export function useHistoryShown(
  history: { data: unknown; dataUpdatedAt: number },
  caughtUp: boolean,
): boolean {
  const online = useOnline();
  const arrived = history.data !== undefined;
  const [restored, setRestored] = useState<boolean | null>(null);
  // Set while rendering, as React advises for state that follows a prop's first value.
  // @see https://react.dev/reference/react/useState#storing-information-from-previous-renders
  if (arrived && restored === null) setRestored(updatedBeforeThisPage(history.dataUpdatedAt));
  return arrived && (restored === false || caughtUp || !online);
}
