// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ActivityColumns } from "./activity-columns";

afterEach(cleanup);

it("hangs a negative column below the zero line, which the axis marks, and stands a positive one on it", () => {
  const { container } = render(
    <ActivityColumns
      columns={[[{ value: -570, colour: "taken" }], [{ value: 1_470, colour: "earned" }]]}
      formatTick={(tick) => String(tick)}
      label="Commissions earned"
      active={null}
      onActive={() => undefined}
    />,
  );
  // The axis runs from -1,000 to 2,000: zero is a third of the way up.
  expect([...container.querySelectorAll("span")].map((tick) => tick.textContent)).toEqual([
    "-1000",
    "0",
    "1000",
    "2000",
  ]);
  const [taken, earned] = [
    container.querySelector(".taken") as HTMLElement,
    container.querySelector(".earned") as HTMLElement,
  ];
  expect(Number.parseFloat(taken.style.bottom) + Number.parseFloat(taken.style.height)).toBeCloseTo(
    100 / 3,
  );
  expect(Number.parseFloat(taken.style.height)).toBeCloseTo((570 / 3_000) * 100);
  expect(Number.parseFloat(earned.style.bottom)).toBeCloseTo(100 / 3);
  expect(Number.parseFloat(earned.style.height)).toBeCloseTo((1_470 / 3_000) * 100);
});
