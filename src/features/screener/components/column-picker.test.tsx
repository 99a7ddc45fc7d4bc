// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { ColumnId } from "../screen-column-ids";
import { ColumnPicker, type ColumnsUpdate } from "./column-picker";

afterEach(cleanup);

/**
 * The picker open on `columns`, with the address bar played by `held`: each change lands there at
 * once, while the picker keeps the render it was given, as it does between a press and the
 * re-render the new URL brings.
 */
function openPicker(columns: ColumnId[]) {
  const held = { columns: columns as ColumnId[] | undefined };
  const onChange = (update: ColumnsUpdate) => void (held.columns = update(held.columns));
  render(<ColumnPicker view="overview" columns={columns} onChange={onChange} />);
  fireEvent.click(screen.getByRole("button", { name: /^Columns/ }));
  return held;
}

it("two moves pressed before the table re-renders move the column twice", () => {
  const held = openPicker(["symbol", "name", "price", "marketCap", "sector", "peRatio"]);
  const up = screen.getByRole("button", { name: "Move P/E up" });
  act(() => up.click());
  act(() => up.click());
  expect(held.columns).toEqual(["symbol", "name", "price", "peRatio", "marketCap", "sector"]);
});

it("a removal and an addition pressed together both land, and a column is never added twice", () => {
  const held = openPicker(["symbol", "name", "price", "volume"]);
  act(() => screen.getByRole("button", { name: "Remove Volume" }).click());
  act(() => screen.getByRole("button", { name: "Add P/E" }).click());
  act(() => screen.getByRole("button", { name: "Add P/E" }).click());
  expect(held.columns).toEqual(["symbol", "name", "price", "peRatio"]);
});

it("the ticker cannot be moved off the front, however many times Move up is pressed", () => {
  const held = openPicker(["symbol", "price", "name"]);
  const up = screen.getByRole("button", { name: "Move Company up" });
  for (let press = 0; press < 3; press++) act(() => up.click());
  expect(held.columns).toEqual(["symbol", "name", "price"]);
});
