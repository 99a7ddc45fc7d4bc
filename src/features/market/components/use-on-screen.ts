"use client";

import { type RefObject, useEffect, useState } from "react";

/** Figures this close to the window's edge count as on it: they are current as they scroll in. */
const NEAR_SCREEN = "200px 0px";

const watched = new Map<Element, (onScreen: boolean) => void>();
let observer: IntersectionObserver | null = null;

/** One observer for every watched element: a screener page asks for fifty. */
function getObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: NEAR_SCREEN },
  );
  return observer;
}

/**
 * Whether `element` is on (or near) the screen, clipped by the scrolling boxes it sits in (the
 * screener's table frame): true until the browser first says otherwise, and where the browser has
 * no IntersectionObserver.
 * @see https://developer.mozilla.org/docs/Web/API/Intersection_Observer_API
 */
export function useOnScreen(element: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    watched.set(target, setOnScreen);
    getObserver().observe(target);
    return () => {
      watched.delete(target);
      observer?.unobserve(target);
    };
  }, [element]);
  return onScreen;
}
