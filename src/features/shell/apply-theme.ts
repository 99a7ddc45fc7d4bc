import type { Theme } from "@/server/db/enums";
import { THEME_STORAGE_KEY } from "./theme-script";

/** Sets the page's theme and remembers it on this device. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
}
