import { useSyncExternalStore } from "react";

/** The <html> element's `dark` class decides the theme (src/features/shell/apply-theme.ts); this follows it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** Whether the page is dark now, for what CSS cannot colour (a canvas); false on the server. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, () => document.documentElement.classList.contains("dark"), () => false);
}
