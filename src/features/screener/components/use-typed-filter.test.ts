// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { FocusEvent } from "react";
import { expect, it, vi } from "vitest";
import { formatNumberInput } from "../format-number-input";
import { type RangeBounds, type RangeSide, readRangeInput } from "../read-range-input";
import type { HistoryMode } from "./use-screen-navigation";
import { useTypedFilter } from "./use-typed-filter";

/** Change (%)'s two inputs, as range-filter.tsx wires them; `applied` is the URL's value. */
function renderChangeFilter() {
  const onApply = vi.fn((_bounds: RangeBounds | undefined, _mode: HistoryMode) => true);
  const hook = renderHook(
    ({ applied }: { applied?: RangeBounds }) =>
      useTypedFilter<RangeSide, RangeBounds | undefined>({
        applied,
        shown: (value) => ({
          min: formatNumberInput(value?.min),
          max: formatNumberInput(value?.max),
        }),
        read: (typed) => readRangeInput("changePct", typed),
        same: (a, b) => a?.min === b?.min && a?.max === b?.max,
        onApply,
      }),
    { initialProps: {} as { applied?: RangeBounds } },
  );
  const leave = () => act(() => hook.result.current.groupProps.onBlur());
  const type = (side: RangeSide, text: string) => act(() => hook.result.current.edit(side, text));
  return { ...hook, onApply, leave, type };
}

it("keeps the typed text when its applies show late, the earlier one after the later was sent", () => {
  const { result, rerender, onApply, leave, type } = renderChangeFilter();
  type("min", "2");
  leave();
  type("max", "10%");
  leave();
  expect(onApply.mock.calls.map(([bounds]) => bounds)).toEqual([{ min: 2 }, { min: 2, max: 10 }]);

  // The URL shows the first apply only now, then the second.
  rerender({ applied: { min: 2 } });
  expect(result.current.texts).toEqual({ min: "2", max: "10%" });
  rerender({ applied: { min: 2, max: 10 } });
  expect(result.current.texts).toEqual({ min: "2", max: "10%" });
});

it("shows the URL's value after a change made elsewhere (Back, a preset), and after one of its own was passed by", () => {
  const { result, rerender, leave, type } = renderChangeFilter();
  type("max", "10%");
  leave();
  rerender({ applied: { max: 10 } });
  expect(result.current.texts.max).toBe("10%");

  // Back to a value this filter never sent.
  rerender({ applied: { min: -5 } });
  expect(result.current.texts).toEqual({ min: "-5", max: "" });
  // The value it sent before, now reached from elsewhere (Forward), shows as the URL spells it.
  rerender({ applied: { max: 10 } });
  expect(result.current.texts.max).toBe("10");
});

it("leaves the field alone when focus moves between its own inputs (no new history entry)", () => {
  const { result, onApply, leave, type } = renderChangeFilter();
  const inside = document.createElement("div");
  const focus = (relatedTarget: Element | null) =>
    act(() =>
      result.current.groupProps.onFocus({
        currentTarget: inside,
        relatedTarget,
      } as unknown as FocusEvent),
    );
  focus(null);
  type("min", "1");
  leave();
  focus(inside);
  type("min", "2");
  leave();
  expect(onApply.mock.calls.map(([, mode]) => mode)).toEqual(["push", "replace"]);
});
