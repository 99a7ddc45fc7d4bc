// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runInIdleSlices } from "./run-in-idle-slices";

/** The idle callbacks the page asked for, run by the test with the time each period has left. */
let pending: IdleRequestCallback[] = [];
const idlePeriod = (...remaining: number[]) => {
  const callback = pending.shift();
  if (!callback) throw new Error("no idle callback was asked for");
  callback({ didTimeout: false, timeRemaining: () => remaining.shift() ?? 0 });
};

describe("runInIdleSlices", () => {
  beforeEach(() => {
    pending = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => pending.push(callback));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("runs the steps in order, as many in each idle period as leave room, then asks for another", () => {
    const ran: number[] = [];
    runInIdleSlices([1, 2, 3, 4, 5].map((n) => () => ran.push(n)));
    idlePeriod(30, 15, 5); // room after the first and second steps, not after the third
    expect(ran).toEqual([1, 2, 3]);
    idlePeriod(2); // one step starts in every period, however short
    expect(ran).toEqual([1, 2, 3, 4]);
    idlePeriod(40);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(pending).toHaveLength(0);
  });

  it("runs nothing more once stopped", () => {
    const ran: number[] = [];
    const stop = runInIdleSlices([1, 2, 3].map((n) => () => ran.push(n)));
    idlePeriod(5);
    stop();
    idlePeriod(50);
    expect(ran).toEqual([1]);
  });

  it("waits for the page's load event before its first step", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const ran: number[] = [];
    runInIdleSlices([() => ran.push(1)]);
    expect(pending).toHaveLength(0);
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    idlePeriod(50);
    expect(ran).toEqual([1]);
  });
});
