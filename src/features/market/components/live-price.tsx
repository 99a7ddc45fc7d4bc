"use client";

import { useEffect, useRef, useState } from "react";
import { scheduleDimming } from "./schedule-dimming";

/**
 * A number that changes live (docs/live-market.md#the-live-path-feed--database--page): when `value`
 * goes up it lights green behind it, down red, for a moment (not with reduced motion). Its width
 * is reserved as one figure's width per character of the longest text it has had (separators are
 * narrower, so that leaves room for a figure more), in tabular figures, so nothing around it moves
 * as it ticks; a character more than that would widen a watchlist's table past its frame on a desktop. With `flashes` off it only
 * keeps its width: a row's change and volume move with its price, which flashes for them.
 *
 * The light is an attribute set on the element and taken off by a timer shared with the other
 * figures lit in the same tick (schedule-dimming.ts), not an animation: a
 * background animated through every frame is a style and paint per frame per flashing cell, which
 * on a phone's screener (fifty prices a second) held the main thread for most of each second.
 */
export function LivePrice({
  value,
  text,
  className = "",
  flashes = true,
  isolated = false,
}: {
  value: number | null;
  /** `value` as shown ("1,234.50", "+2.3%"). */
  text: string;
  className?: string;
  flashes?: boolean;
  /**
   * A box of its own for a figure among many (a table's live cells): the reserved width and one
   * line high, its size and layout contained, so a change lays out only its own text, not the
   * cell, row and table around it as a tick of fifty rows otherwise does. Contained layout also
   * makes it a stacking context, painted as a positioned box is: a sticky column that scrolls over
   * it needs a z-index of its own.
   * @see https://developer.mozilla.org/docs/Web/CSS/contain
   */
  isolated?: boolean;
}) {
  const element = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  // Never narrower: a figure that outgrows its first text (9.99 to 10.01) widens its box once.
  const [width, setWidth] = useState(text.length);
  if (text.length > width) setWidth(text.length);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    const span = element.current;
    if (!flashes || !span || value === null || before === null || value === before) return;
    span.dataset.flash = value > before ? "up" : "down";
    span.dataset.flashing = "";
    return scheduleDimming(span);
  }, [value, flashes]);
  return (
    <span
      ref={element}
      className={`inline-block rounded-sm tabular-nums ${isolated ? "h-lh align-top contain-[size_layout]" : ""} ${className}`}
      style={isolated ? { width: `${width}ch` } : { minWidth: `${width}ch` }}
    >
      {text}
    </span>
  );
}
