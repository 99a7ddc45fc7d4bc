import { expect, it } from "vitest";
import { createShownSymbols } from "./create-shown-symbols";

it("counts each page's symbols, tells only of a symbol first shown or last hidden, most shown first", () => {
  const shown = createShownSymbols();
  let changes = 0;
  shown.view.onChange(() => (changes += 1));
  shown.add(["MSFT", "AAPL"]);
  shown.add(["AAPL"]);
  expect(changes).toBe(2 - 1); // the second page's AAPL was already shown
  expect(shown.view.list()).toEqual(["AAPL", "MSFT"]);
  shown.add(["ZZZ", "MSFT", "MSFT"]);
  expect(shown.view.list(2)).toEqual(["MSFT", "AAPL"]); // on three and two pages; ZZZ on one is left out
  shown.remove(["AAPL"]);
  expect(changes).toBe(2);
  shown.remove(["AAPL", "MSFT", "MSFT", "MSFT", "ZZZ"]);
  expect(shown.view.list()).toEqual([]);
  expect(changes).toBe(3);
});
