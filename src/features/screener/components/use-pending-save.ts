"use client";

import { useIsRestoring } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { SAVE_MARKER, takePendingSave } from "../pending-screen-save";

/**
 * Finishes a "Save screen" a visitor started (docs/product.md#screener, "Saved screens"): once the
 * tab is back from signing up or logging in with `save=1` and a registered identity, the waiting
 * name is saved with the screen the URL describes, and the marker leaves the URL without a new
 * history entry.
 */
export function usePendingSave(registered: boolean, save: (name: string) => void): void {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const marked = searchParams.has(SAVE_MARKER);
  // The person's cache is still being restored from the device: saving waits until it is theirs.
  const restoring = useIsRestoring();
  const done = useRef(false);

  useEffect(() => {
    if (!marked || !registered || restoring || done.current) return;
    done.current = true;
    const name = takePendingSave();
    if (name) save(name);
    const rest = new URLSearchParams(searchParams.toString());
    rest.delete(SAVE_MARKER);
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [marked, registered, restoring, save, router, pathname, searchParams]);
}
