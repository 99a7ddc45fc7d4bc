"use client";

import { createContext } from "react";

/**
 * Whether the live figures under it are off the screen (a screener row scrolled away, or below a
 * phone's first screen): `LiveFigure` then skips the stream's ticks and shows the latest quote when
 * it comes back into view (docs/live-market.md#the-live-path-feed--database--page). On screen by
 * default: only a part that watches its own position says otherwise.
 */
export const FiguresOffScreen = createContext(false);
