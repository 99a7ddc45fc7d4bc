"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { navigationProgress } from "../navigation-progress";

/** A navigation answered sooner needs no sign: the bar would only flicker. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar along the top of the window while a client navigation takes longer than 150 ms
 * (docs/decisions.md#navigation), gone once the new page renders. Screen readers hear
 * "Loading page" once, politely; the bar itself is decoration. With reduced motion it stands still.
 */
export function NavigationProgressBar() {
  const page = `${usePathname()}?${useSearchParams().toString()}`;
  const pending = useSyncExternalStore(
    navigationProgress.subscribe,
    navigationProgress.pending,
    () => null,
  );
  const [shownFor, setShownFor] = useState<ReturnType<typeof navigationProgress.pending>>(null);

  useEffect(() => {
    // The new URL has rendered: whatever was under way has arrived.
    navigationProgress.end();
  }, [page]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShownFor(pending), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const shown = pending !== null && shownFor === pending;
  return (
    <>
      {shown && (
        <div
          aria-hidden="true"
          data-navigation-progress=""
          className="bg-brand-100 fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden dark:bg-slate-800"
        >
          <div className="bg-brand-600 dark:bg-brand-500 h-full w-1/3 motion-safe:animate-[navigation-progress_1.2s_ease-in-out_infinite] motion-reduce:w-full" />
        </div>
      )}
      <p role="status" className="sr-only">
        {shown ? "Loading page" : ""}
      </p>
    </>
  );
}
