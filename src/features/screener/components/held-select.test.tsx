// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ChoicePanel } from "./choice-panel";
import { HeldSelect } from "./held-select";

// jsdom has no matchMedia; the choice panel asks it whether the pointer is coarse.
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: false })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)));
/** The screen's side: a choice reaches it a task after the event, as use-screen-navigation.ts does it; `moveTo` is Back. */
const screenState = { moveTo: (_value: string) => undefined as void };

function ScreenWithSelect() {
  const [value, setValue] = useState("large");
  useEffect(() => {
    screenState.moveTo = setValue;
  }, []);
  return (
    <HeldSelect
      aria-label="Market cap"
      className=""
      value={value}
      onChange={(chosen) => void setTimeout(() => setValue(chosen))}
    >
      <option value="large">Large</option>
      <option value="mid">Mid</option>
      <option value="small">Small</option>
    </HeldSelect>
  );
}

it("a select shows the option chosen from the event on, not the old one until the screen catches up", async () => {
  render(<ScreenWithSelect />);
  const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Market cap" });
  fireEvent.change(select, { target: { value: "mid" } });
  expect(select.value).toBe("mid");
  await nextTask();
  expect(select.value).toBe("mid");
  // The screen moves elsewhere on its own (Back): the select follows it.
  act(() => screenState.moveTo("small"));
  expect(select.value).toBe("small");
});

function ScreenWithChoices() {
  const [chosen, setChosen] = useState<string[]>(["Energy"]);
  const choices = ["Energy", "Technology", "Utilities"].map((value) => ({ value, count: 10 }));
  return (
    <ChoicePanel
      label="Sector"
      plural="sectors"
      choices={choices}
      chosen={chosen}
      onChange={(values) => void setTimeout(() => setChosen(values))}
    />
  );
}

it("a choice's checkbox stays as ticked from the event on, and Clear empties them at once", async () => {
  render(<ScreenWithChoices />);
  const technology = screen.getByRole<HTMLInputElement>("checkbox", { name: /Technology/ });
  fireEvent.click(technology);
  expect(technology.checked).toBe(true);
  expect(screen.getByText("2 chosen")).toBeTruthy();
  await nextTask();
  expect(technology.checked).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Clear" }));
  expect(screen.getAllByRole<HTMLInputElement>("checkbox").some((box) => box.checked)).toBe(false);
});
