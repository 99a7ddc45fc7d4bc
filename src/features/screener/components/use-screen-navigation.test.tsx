// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import {
  PathnameContext,
  SearchParamsContext,
} from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { useEffect } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { ScreenState } from "../screen-url-state";
import { type HistoryMode, MAX_ADDRESS_LAG_MS, useScreenNavigation } from "./use-screen-navigation";

// A new entry, not the current one replaced: a test that went Back leaves entries ahead of it,
// which the next test's first push would drop, so its count of entries would depend on the order.
beforeEach(() => window.history.pushState(null, "", "/screener"));
afterEach(() => {
  cleanup();
  seen.rowsArrive = "at once";
  seen.onGo = undefined;
  vi.useRealTimers();
});

type Go = (update: (current: ScreenState) => ScreenState, mode: HistoryMode) => boolean;
/** `rowsArrive`: whether each screen's rows are on show as soon as it renders (a cached screen), or only when `showRows` is called. */
const seen: {
  pages: number[];
  go: Go | null;
  rowsArrive: "at once" | "later";
  showRows: () => void;
  onGo?: () => void;
} = { pages: [], go: null, rowsArrive: "at once", showRows: () => undefined };

/** Records each screen the hook commits, and its latest `go`, and says when its rows are shown. */
function Probe() {
  const { state, go, writeAddress } = useScreenNavigation(seen.onGo);
  useEffect(() => {
    seen.pages.push(state.page);
    seen.go = go;
    seen.showRows = writeAddress;
    if (seen.rowsArrive === "at once") writeAddress();
  });
  return (
    <button
      type="button"
      onClick={() => seen.go!((current) => ({ ...current, page: current.page + 1 }), "push")}
    >
      Next page
    </button>
  );
}

/**
 * The hook at `/screener?<address>`, with the address played by the contexts Next.js provides:
 * `rerender` with another address is the router following a write, or Back and Forward.
 */
function renderAt(address: string) {
  seen.pages = [];
  const tree = (query: string) => (
    <PathnameContext.Provider value="/screener">
      <SearchParamsContext.Provider value={new URLSearchParams(query)}>
        <Probe />
      </SearchParamsContext.Provider>
    </PathnameContext.Provider>
  );
  const { rerender } = render(tree(address));
  return { moveAddress: (query: string) => rerender(tree(query)) };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** A change, and the task after it, in which the hook shows it. */
const toPage = (page: number) =>
  act(async () => {
    seen.go!((current) => ({ ...current, page }), "push");
    await nextTask();
  });
/** The browser's Back, once its popstate has been handled. */
const goBack = () =>
  act(async () => {
    const moved = new Promise((resolve) =>
      window.addEventListener("popstate", resolve, { once: true }),
    );
    window.history.back();
    await moved;
  });
/** Two animation frames and a task: the frame that paints the change has been drawn. */
const afterPaint = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );

it("shows a change at once and writes the address only after the frame that paints it", async () => {
  renderAt("");
  await toPage(2);
  expect(seen.pages.at(-1)).toBe(2);
  expect(window.location.search).toBe("");
  await afterPaint();
  expect(window.location.search).toBe("?page=2");
});

it("writes the address once the new screen's rows are shown, after the frame that paints them", async () => {
  seen.rowsArrive = "later";
  renderAt("");
  await toPage(2);
  await afterPaint();
  expect(window.location.search).toBe(""); // the rows are still on their way
  act(() => seen.showRows());
  expect(window.location.search).toBe("");
  await afterPaint();
  expect(window.location.search).toBe("?page=2");
});

it("a frame asked for writes that Back then dropped never writes the next change before its rows show", async () => {
  seen.rowsArrive = "later";
  renderAt("");
  await toPage(2);
  act(() => seen.showRows()); // a frame is asked for page 2's entry…
  act(() => void window.dispatchEvent(new PopStateEvent("popstate", { state: null }))); // …and Back drops it
  await toPage(3);
  await afterPaint();
  expect(window.location.search).toBe("");
  act(() => seen.showRows());
  await afterPaint();
  expect(window.location.search).toBe("?page=3");
});

it("writes the address anyway when the rows take longer than MAX_ADDRESS_LAG_MS", () => {
  vi.useFakeTimers();
  seen.rowsArrive = "later";
  renderAt("");
  act(() => {
    seen.go!((current) => ({ ...current, page: 2 }), "push");
    vi.advanceTimersByTime(0); // the task that shows it
  });
  act(() => void vi.advanceTimersByTime(MAX_ADDRESS_LAG_MS - 1));
  expect(window.location.search).toBe("");
  act(() => void vi.advanceTimersByTime(1));
  expect(window.location.search).toBe("?page=2");
});

it("makes one history entry per change, in order, when two land before the first is written", async () => {
  const { moveAddress } = renderAt("");
  const entries = window.history.length;
  await toPage(2);
  await toPage(3); // applied to page 2, not to the address that still says page 1
  expect(seen.pages.at(-1)).toBe(3);
  await afterPaint();
  expect(window.history.length).toBe(entries + 2);
  expect(window.location.search).toBe("?page=3");
  // The router follows the first write, then the second: the screen never goes back to page 2.
  const rendered = seen.pages.length;
  moveAddress("page=2");
  moveAddress("page=3");
  expect(seen.pages.slice(rendered)).not.toContain(2);
});

it("lets the address win when it moves on its own (Back), once the screen shown has been written", async () => {
  const { moveAddress } = renderAt("");
  await toPage(2);
  await afterPaint();
  moveAddress("page=2"); // the router catches up
  moveAddress(""); // Back
  expect(seen.pages.at(-1)).toBe(1);
});

it("lets the address win on Back even when the router never caught up with the write", async () => {
  renderAt("");
  await toPage(2);
  await afterPaint();
  expect(window.location.search).toBe("?page=2");
  // Back before the router's update for the write rendered: the address the hook sees never said page 2.
  await goBack();
  expect(window.location.search).toBe("");
  expect(seen.pages.at(-1)).toBe(1);
});

it("drops a write not yet made when Back comes first, instead of pushing the screen left back on", async () => {
  renderAt("");
  const entries = window.history.length;
  await toPage(2);
  act(() => void window.dispatchEvent(new PopStateEvent("popstate", { state: null })));
  await afterPaint();
  expect(window.history.length).toBe(entries);
  expect(window.location.search).toBe("");
  expect(seen.pages.at(-1)).toBe(1);
});

it("follows the address bar on Back when the router caught up with the write but never follows the Back", async () => {
  const { moveAddress } = renderAt("");
  await toPage(2);
  await afterPaint();
  moveAddress("page=2"); // the router follows the write…
  await goBack();
  // …but not the Back (an entry it does not recognise): its address still says page 2.
  expect(window.location.search).toBe("");
  expect(seen.pages.at(-1)).toBe(1);
  moveAddress(""); // when it does catch up, nothing changes
  expect(seen.pages.at(-1)).toBe(1);
});

it("builds the next change on the screen shown, not on an older address the router writes back for a moment", async () => {
  const { moveAddress } = renderAt("");
  await toPage(2);
  await afterPaint();
  // Next.js writes the address of each state its router commits: a commit that lands after a
  // later write puts the earlier address back until the next commit.
  window.history.replaceState(null, "", "/screener");
  await act(async () => {
    seen.go!((current) => ({ ...current, view: "performance" }), "push");
    await nextTask();
  });
  expect(seen.pages.at(-1)).toBe(2);
  await afterPaint();
  expect(window.location.search).toBe("?page=2&view=performance");
  moveAddress("page=2");
  moveAddress("page=2&view=performance");
  expect(seen.pages.at(-1)).toBe(2);
});

it("shows a change made in a click only after a timer its onGo set has run, so the request onGo starts leaves first", async () => {
  // Outside act, so React schedules as in the browser: a click's update renders before the click's task ends.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const order: string[] = [];
  seen.onGo = () =>
    void setTimeout(() => order.push(`request sent with page ${seen.pages.at(-1)} on show`));
  renderAt("");
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(seen.pages.at(-1)).toBe(2));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  expect(order).toEqual(["request sent with page 1 on show"]);
});

it("does not show a change made just before Back once Back has happened", async () => {
  renderAt("");
  await act(async () => {
    seen.go!((current) => ({ ...current, page: 2 }), "push");
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    await nextTask();
  });
  await afterPaint();
  expect(seen.pages).not.toContain(2);
  expect(window.location.search).toBe("");
});
