import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleDimming } from "./schedule-dimming";

function litFigure() {
  return { dataset: { flash: "up", flashing: "" } as DOMStringMap };
}
/** Ends the task in which figures were lit: the batch closes at its microtasks. */
const endTask = () => Promise.resolve();

describe("scheduleDimming", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("dims the figures lit in one task with one timer, after 700 ms", async () => {
    const figures = Array.from({ length: 50 }, litFigure);
    for (const figure of figures) scheduleDimming(figure);
    expect(vi.getTimerCount()).toBe(1);
    await endTask();
    vi.advanceTimersByTime(699);
    expect(figures.every((figure) => "flashing" in figure.dataset)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(figures.some((figure) => "flashing" in figure.dataset)).toBe(false);
    expect(figures[0]?.dataset.flash).toBe("up");
  });

  it("gives a figure lit in a later task its full time", async () => {
    const first = litFigure();
    const later = litFigure();
    scheduleDimming(first);
    await endTask();
    vi.advanceTimersByTime(400);
    scheduleDimming(later);
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(300);
    expect("flashing" in first.dataset).toBe(false);
    expect("flashing" in later.dataset).toBe(true);
    vi.advanceTimersByTime(400);
    expect("flashing" in later.dataset).toBe(false);
  });

  it("keeps a figure lit again from its first batch's dimming", async () => {
    const figure = litFigure();
    const other = litFigure();
    const cleanUp = scheduleDimming(figure);
    scheduleDimming(other);
    await endTask();
    vi.advanceTimersByTime(500);
    // The next tick: React cleans the figure's last effect up, then lights it again.
    cleanUp();
    scheduleDimming(figure);
    vi.advanceTimersByTime(200);
    expect("flashing" in other.dataset).toBe(false);
    expect("flashing" in figure.dataset).toBe(true);
    vi.advanceTimersByTime(500);
    expect("flashing" in figure.dataset).toBe(false);
  });

  it("leaves a figure alone once cancelled", async () => {
    const figure = litFigure();
    const cancel = scheduleDimming(figure);
    cancel();
    await endTask();
    vi.advanceTimersByTime(1_000);
    expect("flashing" in figure.dataset).toBe(true);
  });
});
