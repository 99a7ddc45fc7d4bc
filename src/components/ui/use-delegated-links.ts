"use client";

import { useRouter } from "next/navigation";
import { type FocusEvent, type MouseEvent, type PointerEvent, useMemo } from "react";

/** The same-origin link an event happened in, as a path, or null. */
function localLinkOf(event: {
  target: EventTarget;
}): { anchor: HTMLAnchorElement; path: string } | null {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin)
    return null;
  return { anchor, path: `${anchor.pathname}${anchor.search}${anchor.hash}` };
}

/**
 * Client-side navigation for plain `<a href>` links inside one element, from three handlers on
 * that element instead of a `next/link` in every row. A table page of fifty `Link`s took about
 * 11 ms of each re-render on its own (the bench/interaction profile): each holds router state, an
 * optimistic status and a viewport observer. A link's page is fetched ahead when a pointer rests
 * on it or it takes focus, as `Link` does on intent; a click with a modifier key, a `target` or
 * `download` is left to the browser, as `Link` leaves it.
 * @see https://nextjs.org/docs/app/guides/prefetching#extending-or-ejecting-link
 */
export function useDelegatedLinks() {
  const router = useRouter();
  return useMemo(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: PointerEvent | FocusEvent) => {
      const link = localLinkOf(event);
      if (!link || prefetched.has(link.path)) return;
      prefetched.add(link.path);
      router.prefetch(link.path);
    };
    const onClick = (event: MouseEvent) => {
      const link = localLinkOf(event);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (
        (link.anchor.target && link.anchor.target !== "_self") ||
        link.anchor.hasAttribute("download")
      )
        return;
      event.preventDefault();
      router.push(link.path);
    };
    return { onClick, onPointerOver: prefetch, onFocus: prefetch };
  }, [router]);
}
