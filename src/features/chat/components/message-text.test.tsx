// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { tokenizeMessage } from "../tokenize-message";
import { MessageText } from "./message-text";

afterEach(cleanup);

const listed = new Set(["AAPL", "BRK.B"]);
const show = (text: string) => render(<MessageText tokens={tokenizeMessage(text, listed)} />);

describe("MessageText", () => {
  it("links a listed symbol's tag to its room, shown in canonical form", () => {
    show("long $brk.b");
    const link = screen.getByRole("link", { name: "$BRK.B" });
    expect(link.getAttribute("href")).toBe("/chat/BRK.B");
  });

  it("opens web links in a new tab, marked as user content and without a window handle", () => {
    show("see https://Example.com/a.");
    const link = screen.getByRole("link", { name: "https://Example.com/a" });
    expect(link.getAttribute("href")).toBe("https://example.com/a");
    expect(link.getAttribute("rel")).toBe("nofollow noopener ugc");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("labels a link to this site carrying an affiliate's code, and no other", () => {
    show(`try http://${location.host}/pricing?aff_id=K7x and https://example.com/?ref=K7x`);
    const own = screen.getByRole("link", { name: `http://${location.host}/pricing?aff_id=K7x` });
    expect(own.getAttribute("rel")).toBe("sponsored nofollow noopener ugc");
    expect(own.nextElementSibling?.textContent).toBe("affiliate link");
    const other = screen.getByRole("link", { name: "https://example.com/?ref=K7x" });
    expect(other.getAttribute("rel")).toBe("nofollow noopener ugc");
    expect(screen.getAllByText("affiliate link")).toHaveLength(1);
  });

  it("shows typed markup as literal text", () => {
    const { container } = show("<script>alert(1)</script> <b>x</b> $AAPL");
    expect(container.innerHTML).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(container.innerHTML).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(container.innerHTML).not.toContain("<script");
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("<script>alert(1)</script> <b>x</b> $AAPL");
  });

  it("does not link `javascript:` or unlisted symbols", () => {
    const { container } = show("javascript:alert(1) $ZZZZ");
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toBe("javascript:alert(1) $ZZZZ");
  });
});
