"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far ahead of the viewport a part starts to load: about a phone screen of scrolling. */
const AHEAD = "800px 0px";

/**
 * Shows `placeholder` until its place comes within about a screen of the viewport, then
 * `children`, for good: a part far down a page (a stock page's chat room) costs nothing, neither
 * its rendering nor its requests, to the many who never scroll to it.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Intersection_Observer_API
 */
export function MountWhenNear({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
