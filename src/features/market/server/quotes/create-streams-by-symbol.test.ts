import { expect, it } from "vitest";
import { createStreamsBySymbol } from "./create-streams-by-symbol";

it("keeps each symbol's streams, tells only of a symbol first shown or last hidden, most shown first", () => {
  const streams = createStreamsBySymbol<string>();
  let changes = 0;
  streams.shown.onChange(() => (changes += 1));
  streams.add("first", ["MSFT", "AAPL"]);
  streams.add("second", ["AAPL"]);
  expect(changes).toBe(1); // the second page's AAPL was already shown
  expect([...streams.of("AAPL")]).toEqual(["first", "second"]);
  expect(streams.shown.list()).toEqual(["AAPL", "MSFT"]);
  streams.add("third", ["ZZZ", "MSFT"]);
  streams.add("fourth", ["MSFT"]);
  expect(streams.shown.list(2)).toEqual(["MSFT", "AAPL"]); // on three and two; ZZZ on one left out
  streams.remove("second", ["AAPL"]);
  expect(changes).toBe(2);
  expect([...streams.of("AAPL")]).toEqual(["first"]);
  streams.remove("first", ["MSFT", "AAPL"]);
  streams.remove("first", ["MSFT"]); // a stream leaving twice takes no one else with it
  expect([...streams.of("MSFT")]).toEqual(["third", "fourth"]);
  streams.remove("third", ["ZZZ", "MSFT"]);
  streams.remove("fourth", ["MSFT"]);
  expect(streams.shown.list()).toEqual([]);
  expect(changes).toBe(2 + 3); // then AAPL, ZZZ and MSFT each hidden once
});
