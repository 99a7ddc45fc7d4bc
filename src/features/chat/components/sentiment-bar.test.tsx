// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SentimentBar } from "./sentiment-bar";

afterEach(cleanup);

describe("SentimentBar", () => {
  it("says why a visible call from a new account is missing from empty counts", () => {
    render(<SentimentBar bullish={0} bearish={0} notCounted={1} />);
    expect(screen.queryByText("No bullish or bearish calls in the last 24 hours.")).toBeNull();
    screen.getByText("No counted calls in the last 24 hours.");
    screen.getByText("1 call from a new account isn't counted yet: accounts count after 7 days.");
  });

  it("says how many calls wait beside the counts, and nothing when none do", () => {
    render(<SentimentBar bullish={2} bearish={1} notCounted={3} />);
    screen.getByText("3 calls from new accounts aren't counted yet: accounts count after 7 days.");
    cleanup();
    render(<SentimentBar bullish={0} bearish={0} notCounted={0} />);
    screen.getByText("No bullish or bearish calls in the last 24 hours.");
    expect(screen.queryByText(/counted yet/)).toBeNull();
  });
});
