import { createPerformanceDeduper } from "./create-performance-deduper";
import type { PerformanceMetric } from "./event-catalogue";
import { track } from "./track";

/** docs/behaviour.md#constants: page-load-complete is sent 1 second after the load event. */
export const PAGE_LOAD_COMPLETE_DELAY_MS = 1_000;

/** The navigation's load-event end, or null before the page has loaded. */
function pageLoadTime(): number | null {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null;
}

/** The value reported for an entry (docs/behaviour.md#analytics-events): LCP render time, first-input delay, the shift's value. */
function valueOf(entry: PerformanceEntry): number {
  if (entry.entryType === "largest-contentful-paint") {
    const lcp = entry as PerformanceEntry & { renderTime?: number };
    return lcp.renderTime || entry.startTime;
  }
  if (entry.entryType === "first-input")
    return (entry as PerformanceEventTiming).processingStart - entry.startTime;
  return (entry as PerformanceEntry & { value: number }).value;
}

/** Whether this page load observes already: a module lives exactly as long as its page. */
let observing = false;

/**
 * Observes largest-contentful-paint, first-input and layout-shift (buffered, so entries from
 * before this ran count too) and sends page-load-complete 1 s after `load`, each as one
 * performance event with metric_unit ms (docs/behaviour.md#analytics-events: always ms),
 * de-duplicated per 100 ms bucket. Once per page load, for all of it: a second buffered observer,
 * with a de-duplicator of its own, would send the page's entries again (a remount after a sign-in
 * did), so later calls do nothing.
 */
export function observePerformance(): void {
  if (observing) return;
  observing = true;
  const shouldSend = createPerformanceDeduper();
  const send = (metric: PerformanceMetric, value: number) => {
    if (!shouldSend(metric, value)) return;
    track("performance_metric", {
      metric_name: metric,
      metric_value: value,
      metric_unit: "ms",
      page_load_time: pageLoadTime(),
    });
  };
  const supported =
    typeof PerformanceObserver === "undefined"
      ? []
      : (PerformanceObserver.supportedEntryTypes ?? []);
  for (const type of ["largest-contentful-paint", "first-input", "layout-shift"] as const) {
    if (!supported.includes(type)) continue;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) send(type, valueOf(entry));
    }).observe({ type, buffered: true });
  }
  const onLoad = () => {
    // 1 s after the load event itself, also when this starts after the page has loaded.
    const sinceLoad = performance.now() - (pageLoadTime() ?? performance.now());
    setTimeout(
      () => {
        const loadTime = pageLoadTime();
        if (loadTime !== null) send("page-load-complete", loadTime);
      },
      Math.max(0, PAGE_LOAD_COMPLETE_DELAY_MS - sinceLoad),
    );
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
}
