import { describe, expect, it, vi } from "vitest";
import { createStreamsBySymbol } from "./create-streams-by-symbol";
import { followAlso } from "./follow-also";

describe("followAlso (docs/live-market.md#the-simulated-market)", () => {
  it("follows what pages show first, then the other symbols, within the cap, each once", () => {
    const pages = createStreamsBySymbol<string>();
    const alerts = createStreamsBySymbol<string>();
    const followed = followAlso(pages.shown, alerts.shown);
    const heard = vi.fn();
    followed.onChange(heard);
    pages.add("page", ["AAPL", "MSFT"]);
    alerts.add("alert", ["MSFT", "TSLA", "AMZN"]);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(followed.list()).toEqual(["AAPL", "MSFT", "AMZN", "TSLA"]);
    expect(followed.list(3)).toEqual(["AAPL", "MSFT", "AMZN"]);
  });
});
