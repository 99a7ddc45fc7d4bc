"use client";

import Link from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * A link that asks the server for its page only once someone shows the intent to follow it (a
 * pointer over it, a touch, keyboard focus), not when it scrolls into view. For a link whose
 * address changes with every screen (log in, coming back to it): each viewport prefetch is a
 * server render, and those renders competed with the request for the screen's own rows. Many
 * links in one table use useDelegatedLinks instead.
 * @see https://nextjs.org/docs/app/guides/prefetching#hover-triggered-prefetch
 */
export function IntentPrefetchLink({
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intended, setIntended] = useState(false);
  return (
    <Link
      {...props}
      // null is Link's automatic prefetch, which runs on this render once the intent is shown.
      prefetch={intended ? null : false}
      onPointerEnter={(event) => {
        setIntended(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntended(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntended(true);
        onFocus?.(event);
      }}
    />
  );
}
