import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveQuotesStore } from "./create-live-quotes-store";

/** Node has no EventSource: this one records the addresses the store opens and nothing more. */
class RecordingEventSource {
  static readonly CLOSED = 2;
  static opened: string[] = [];
  readyState = 0;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    RecordingEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {
    this.readyState = RecordingEventSource.CLOSED;
  }
}

const symbolsOf = (url: string | undefined) =>
  decodeURIComponent(new URL(url ?? "", "http://localhost").searchParams.get("symbols") ?? "");

describe("createLiveQuotesStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    RecordingEventSource.opened = [];
    vi.stubGlobal("EventSource", RecordingEventSource);
  });
  afterEach(() => {
    // The spy on the faked setTimeout first: restored after the real timers, it would bring the fake back.
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens one stream for a burst of wanted symbols, once the burst has been quiet for the debounce", () => {
    const store = createLiveQuotesStore({ debounceMs: 300 });
    store.want("MSFT");
    vi.advanceTimersByTime(200);
    store.want("AAPL");
    vi.advanceTimersByTime(250);
    // 450 ms after the first ask, but only 250 after the last: nothing yet.
    expect(RecordingEventSource.opened).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(RecordingEventSource.opened).toHaveLength(1);
    expect(symbolsOf(RecordingEventSource.opened[0])).toBe("AAPL,MSFT");
  });

  it("sets one timer however many symbols are asked for at once", () => {
    const store = createLiveQuotesStore({ debounceMs: 300 });
    const timers = vi.spyOn(globalThis, "setTimeout");
    const stops = Array.from({ length: 300 }, (_, i) => store.want(`S${i}`));
    expect(timers).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(RecordingEventSource.opened).toHaveLength(1);
    // Letting go of all of them closes the stream without opening another.
    for (const stop of stops) stop();
    expect(timers).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(RecordingEventSource.opened).toHaveLength(1);
    expect(store.getStatus()).toBe("idle");
  });
});
