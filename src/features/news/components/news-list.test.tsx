// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanNewsArticle } from "../clean-news-article";
import { NewsList } from "./news-list";

afterEach(cleanup);

const at = new Date("2026-11-27T14:41:09Z");
const cleaned = (headline: string, url: string | null, id = 1) => {
  const article = cleanNewsArticle({
    id,
    headline,
    source: "benzinga",
    url,
    createdAt: at,
    updatedAt: at,
    symbols: ["AAPL", "MSFT"],
  })!;
  return { ...article, id: article.providerId };
};

describe("the news list (docs/product.md#news)", () => {
  it("links each headline out in a new tab, without handing over the page or vouching for the site", () => {
    render(
      <NewsList
        items={[cleaned("Apple sells more phones", "https://example.com/a")]}
        showSymbols
      />,
    );
    const link = screen.getByRole("link", { name: /Apple sells more phones/ });
    expect(link.getAttribute("href")).toBe("https://example.com/a");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(
      expect.arrayContaining(["noopener", "nofollow"]),
    );
    expect(link.textContent).toContain("(opens in a new tab)");
    expect(screen.getByText(/benzinga · /).textContent).toBe(
      "benzinga · Nov 27, 2026, 9:41 AM ET · AAPL, MSFT",
    );
  });

  it("shows a provider's markup as text and a headline with an unsafe link as no link", () => {
    const { container } = render(
      <NewsList
        items={[cleaned("&lt;img src=x onerror=alert(1)&gt; rally", "javascript:alert(1)", 2)]}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("<img src=x onerror=alert(1)> rally")).toBeTruthy();
  });
});
