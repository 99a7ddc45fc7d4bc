import type { Page } from "./fixtures";

declare global {
  interface Window {
    /** The page's cumulative layout shift so far, summed by `watchLayoutShifts`. */
    __layoutShift?: number;
  }
}

/**
 * From the next page load on, every page of `page` sums its layout shifts as Core Web Vitals'
 * CLS counts them: entries that follow a person's input within 500 ms are theirs, not the page's.
 * Each load starts from 0, so a `goto` measures one page.
 * @see https://web.dev/articles/cls#layout_shift_score
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift the open page has summed since it loaded (see `watchLayoutShifts`). */
export const layoutShiftOf = (page: Page): Promise<number> =>
  page.evaluate(() => window.__layoutShift ?? 0);
