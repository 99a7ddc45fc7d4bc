import { createPerformanceDeduper } from "./create-performance-deduper";
import type { PerformanceMetric } from "./event-catalogue";
import { track } from "./track";

/** SPEC §9: page-load-complete is sent 1 second after the load event. */
export const PAGE_LOAD_COMPLETE_DELAY_MS = 1_000;

/** The navigation's load-event end, or null before the page has loaded. */
function pageLoadTime(): number | null {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null;
}

/** The value SPEC §9 reports for an entry: LCP render time, first-input delay, the shift's value. */
function valueOf(entry: PerformanceEntry): number {
  if (entry.entryType === "largest-contentful-paint") {
    const lcp = entry as PerformanceEntry & { renderTime?: number };
    return lcp.renderTime || entry.startTime;
  }
  if (entry.entryType === "first-input") return (entry as PerformanceEventTiming).processingStart - entry.startTime;
  return (entry as PerformanceEntry & { value: number }).value;
}

/**
 * Observes largest-contentful-paint, first-input and layout-shift (buffered, so entries from
 * before this ran count too) and sends page-load-complete 1 s after `load`, each as one
 * performance event with metric_unit ms (the spec says always), de-duplicated per 100 ms bucket.
 * Returns a function that stops observing.
 */
export function observePerformance(): () => void {
  const shouldSend = createPerformanceDeduper();
  const send = (metric: PerformanceMetric, value: number) => {
    if (!shouldSend(metric, value)) return;
    track("performance_metric", { metric_name: metric, metric_value: value, metric_unit: "ms", page_load_time: pageLoadTime() });
  };
  const observers: PerformanceObserver[] = [];
  const supported = typeof PerformanceObserver === "undefined" ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  for (const type of ["largest-contentful-paint", "first-input", "layout-shift"] as const) {
    if (!supported.includes(type)) continue;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) send(type, valueOf(entry));
    });
    observer.observe({ type, buffered: true });
    observers.push(observer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    // 1 s after the load event itself, also when this starts after the page has loaded.
    const sinceLoad = performance.now() - (pageLoadTime() ?? performance.now());
    timer = setTimeout(() => {
      const loadTime = pageLoadTime();
      if (loadTime !== null) send("page-load-complete", loadTime);
    }, Math.max(0, PAGE_LOAD_COMPLETE_DELAY_MS - sinceLoad));
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
  return () => {
    for (const observer of observers) observer.disconnect();
    window.removeEventListener("load", onLoad);
    clearTimeout(timer);
  };
}
