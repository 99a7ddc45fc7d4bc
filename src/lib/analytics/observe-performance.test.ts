// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { observePerformance } from "./observe-performance";
import { setAnalyticsSink } from "./track";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setAnalyticsSink(null);
});

it("sends page-load-complete 1 second after the load event, in ms, with the page load time", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  const sent: Array<[string, Record<string, unknown>]> = [];
  setAnalyticsSink((event, properties) => sent.push([event, properties]));
  let loaded = false;
  let clock = 500;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  vi.spyOn(performance, "getEntriesByType").mockImplementation(() =>
    loaded ? [{ loadEventEnd: 842 } as PerformanceNavigationTiming] : [],
  );
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });

  observePerformance();
  loaded = true;
  clock = 842;
  window.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(999);
  expect(sent).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(sent).toEqual([
    [
      "performance_metric",
      expect.objectContaining({
        metric_name: "page-load-complete",
        metric_value: 842,
        metric_unit: "ms",
        page_load_time: 842,
      }),
    ],
  ]);
});
