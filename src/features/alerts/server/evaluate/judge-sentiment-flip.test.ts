import { describe, expect, it } from "vitest";
import { judgeSentimentFlip } from "./judge-sentiment-flip";

describe("judgeSentimentFlip (docs/alerts.md#chat-alerts)", () => {
  it("fires when the majority turns to the other side, either way", () => {
    expect(judgeSentimentFlip("bullish", { bullish: 1, bearish: 2 })).toEqual({
      fired: true,
      majority: "bearish",
    });
    expect(judgeSentimentFlip("bearish", { bullish: 3, bearish: 2 })).toEqual({
      fired: true,
      majority: "bullish",
    });
    expect(judgeSentimentFlip("bullish", { bullish: 3, bearish: 2 }).fired).toBe(false);
  });

  it("keeps the remembered side on a tie, so bullish, a tie, then bearish is one flip", () => {
    expect(judgeSentimentFlip("bullish", { bullish: 2, bearish: 2 })).toEqual({
      fired: false,
      majority: "bullish",
    });
    expect(judgeSentimentFlip("bullish", { bullish: 2, bearish: 3 }).fired).toBe(true);
  });

  it("counts no majority under 3 accounts, and only records the first majority it sees", () => {
    expect(judgeSentimentFlip("bullish", { bullish: 0, bearish: 2 })).toEqual({
      fired: false,
      majority: "bullish",
    });
    expect(judgeSentimentFlip(null, { bullish: 0, bearish: 3 })).toEqual({
      fired: false,
      majority: "bearish",
    });
  });
});
