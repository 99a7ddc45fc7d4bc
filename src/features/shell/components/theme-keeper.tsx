"use client";

import { useLayoutEffect } from "react";
import { THEME_STORAGE_KEY } from "../theme-script";

/**
 * Applies the theme again once React has mounted, by the rule of the script in <head>. Normally a
 * no-op: that script set the class before paint. But when Next renders a page in the browser from
 * scratch (its error shell, e.g. for a 404 decided while streaming), React 19 resets <html>'s
 * attributes to the layout's and the `dark` class is lost: this puts it back.
 */
export function ThemeKeeper() {
  useLayoutEffect(() => {
    try {
      const stored = localStorage.getItem(THEME_STORAGE_KEY);
      document.documentElement.classList.toggle(
        "dark",
        stored ? stored === "dark" : matchMedia("(prefers-color-scheme: dark)").matches,
      );
    } catch {
      // storage refused (private mode): the <head> script's choice stands
    }
  }, []);
  return null;
}
