"use client";

import { useState } from "react";

/**
 * A number that changes live (docs/live-market.md#the-live-path-feed--database--page): when `value`
 * goes up it flashes green behind it, down red, for a moment (not with reduced motion). Its width
 * is reserved as one figure's width per character it first had (separators are narrower, so that
 * leaves room for a figure more), in tabular figures, so nothing around it moves; a character more
 * than that would widen a watchlist's table past its frame on a desktop. With `flashes` off it only
 * keeps its width: a row's change and volume move with its price, which flashes for them.
 */
export function LivePrice({
  value,
  text,
  className = "",
  flashes = true,
}: {
  value: number | null;
  /** `value` as shown ("1,234.50", "+2.3%"). */
  text: string;
  className?: string;
  flashes?: boolean;
}) {
  const [shown, setShown] = useState(value);
  const [flash, setFlash] = useState<{ direction: "up" | "down"; count: number } | null>(null);
  const [width] = useState(text.length);
  if (value !== shown) {
    // Derived from the previous render's value (React's "storing information from previous renders").
    setShown(value);
    if (flashes && value !== null && shown !== null)
      setFlash({ direction: value > shown ? "up" : "down", count: (flash?.count ?? 0) + 1 });
  }
  return (
    <span
      key={flash?.count ?? 0}
      data-flash={flash?.direction}
      className={`inline-block rounded-sm tabular-nums ${flash ? `price-flash-${flash.direction}` : ""} ${className}`}
      style={{ minWidth: `${width}ch` }}
    >
      {text}
    </span>
  );
}
