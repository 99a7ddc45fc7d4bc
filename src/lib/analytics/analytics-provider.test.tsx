// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { AnalyticsProvider } from "./analytics-provider";
import { setAnalyticsSink } from "./track";

/** The browser's observer as far as this needs: entries from before `observe` are handed over when buffered. */
class BufferingObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  private connected = true;
  constructor(
    private readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void,
  ) {}
  observe({ buffered }: { type: string; buffered?: boolean }) {
    const painted = {
      entryType: "largest-contentful-paint",
      startTime: 640,
      renderTime: 640,
    } as unknown as PerformanceEntry;
    if (buffered)
      queueMicrotask(() => this.connected && this.callback({ getEntries: () => [painted] }));
  }
  disconnect() {
    this.connected = false;
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAnalyticsSink(null);
});

it("sends a metric once per page load, though the provider mounts again (a change of person)", async () => {
  vi.stubGlobal("PerformanceObserver", BufferingObserver);
  const sent: string[] = [];
  setAnalyticsSink((event, properties) => sent.push(`${event}:${String(properties.metric_name)}`));
  const first = render(<AnalyticsProvider options={null} identity={null} />);
  await Promise.resolve();
  first.unmount();
  render(<AnalyticsProvider options={null} identity={null} />);
  await Promise.resolve();
  expect(
    sent.filter((event) => event === "performance_metric:largest-contentful-paint"),
  ).toHaveLength(1);
});
