/** Where the person's choice is kept: "light", "dark", or absent for the system's setting. */
export const THEME_STORAGE_KEY = "marketdesk-theme";

/**
 * Runs before the first paint (inlined in <head>) so a dark-mode reader never sees a white flash.
 * The layout gives it the request's CSP nonce: without it the policy blocks it (docs/security.md, "Headers").
 * Written by hand rather than with next-themes, whose client-rendered <script> React 19 warns about.
 */
export const themeScript = `(() => {
  try {
    const stored = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
    const dark = stored ? stored === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
  } catch {}
})();`;
