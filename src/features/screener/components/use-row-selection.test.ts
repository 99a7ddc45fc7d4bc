// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useRowSelection } from "./use-row-selection";

it("holds ticks for one screen, drops them when the screen changes, and does not bring them back with Back", () => {
  const { result, rerender } = renderHook(({ screen }) => useRowSelection(screen), {
    initialProps: { screen: "page 1" },
  });
  act(() => result.current.toggle("AAPL"));
  act(() => result.current.setAll(["MSFT", "NVDA"], true));
  expect([...result.current.selected]).toEqual(["AAPL", "MSFT", "NVDA"]);
  act(() => result.current.toggle("AAPL"));
  act(() => result.current.setAll(["NVDA"], false));
  expect([...result.current.selected]).toEqual(["MSFT"]);

  rerender({ screen: "page 2" });
  expect(result.current.selected.size).toBe(0);
  rerender({ screen: "page 1" });
  expect(result.current.selected.size).toBe(0);

  act(() => result.current.toggle("TSLA"));
  act(() => result.current.clear());
  expect(result.current.selected.size).toBe(0);
});
