// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ScreenListLink } from "./screen-list-link";

afterEach(cleanup);

const symbols = (count: number) => Array.from({ length: count }, (_, i) => `S${i}`);

describe("Screen this list (docs/product.md#watchlists)", () => {
  it("opens the screener limited to the list's symbols, up to the 1,000 a screen takes", () => {
    render(<ScreenListLink symbols={["AAPL", "BRK.B"]} />);
    const link = screen.getByRole("link", { name: "Screen this list" });
    expect(new URL(link.getAttribute("href")!, "http://x").searchParams.get("symbols")).toBe(
      "AAPL,BRK.B",
    );
    cleanup();
    render(<ScreenListLink symbols={symbols(1_000)} />);
    expect(screen.getByRole("link", { name: "Screen this list" })).toBeTruthy();
  });

  it("says why a longer list cannot be screened, and offers nothing for an empty one", () => {
    render(<ScreenListLink symbols={symbols(1_001)} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(
      screen.getByText("The screener takes lists of up to 1,000 symbols; this one has 1,001."),
    ).toBeTruthy();
    cleanup();
    const { container } = render(<ScreenListLink symbols={[]} />);
    expect(container.textContent).toBe("");
  });
});
