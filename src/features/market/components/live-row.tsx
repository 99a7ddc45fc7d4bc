"use client";

import { type ComponentPropsWithoutRef, useRef } from "react";
import { FiguresOffScreen } from "./figures-off-screen";
import { useOnScreen } from "./use-on-screen";

/**
 * A table row whose live figures follow the stream only while it is on (or near) the screen
 * (figures-off-screen.ts): a phone shows a dozen of the screener's fifty rows, a watchlist of
 * hundreds a screenful. The row's own state is where it is, so a row scrolling in or out re-renders
 * the figures that read it, not the cells it is given.
 */
export function LiveRow({ children, ...row }: ComponentPropsWithoutRef<"tr">) {
  const element = useRef<HTMLTableRowElement>(null);
  const offScreen = !useOnScreen(element);
  return (
    <tr ref={element} {...row}>
      <FiguresOffScreen value={offScreen}>{children}</FiguresOffScreen>
    </tr>
  );
}
