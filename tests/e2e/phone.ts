import type { Page } from "./fixtures";

/**
 * Marks a test that asserts something about the phone (a sheet, a menu, a tap, the narrow layout):
 * only these run in the `phone` project too (playwright.config.ts). Every other test runs once, at
 * desktop width; every page's 390 px layout is still checked by accessibility.spec.ts.
 * @see https://playwright.dev/docs/test-annotations#tag-tests
 */
export const PHONE = { tag: "@phone" };

/**
 * How many CSS pixels the page reaches past the right edge of the screen (0 or less: none). A
 * phone's layout viewport grows to fit wide content, so the page is compared with the narrowest of
 * the document, the window and the screen, never with a width that grew with it.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      Math.min(document.documentElement.clientWidth, window.innerWidth, screen.width),
  );
}

/**
 * The table cells of the page that cannot be seen whole: cut by an ancestor that hides its
 * overflow, past the screen's edge with no scrolling container to bring them in, holding text
 * wider than themselves, or cut by a frame that scrolls sideways without the shade saying so.
 */
export function clippedCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = Math.min(document.documentElement.clientWidth, window.innerWidth);
    const clipped: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>("main td, main th")) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 || cell.closest(".sr-only")) continue;
      const name = `"${(cell.textContent ?? "").trim().slice(0, 40)}"`;
      if (cell.scrollWidth > cell.clientWidth + 1) clipped.push(`${name}: its text is cut`);
      let scrolls = false;
      for (
        let frame = cell.parentElement;
        frame && frame !== document.body;
        frame = frame.parentElement
      ) {
        const overflow = getComputedStyle(frame).overflowX;
        const edge = frame.getBoundingClientRect();
        const cut = box.left < edge.left - 1 || box.right > edge.right + 1;
        if (overflow === "auto" || overflow === "scroll") {
          scrolls = true;
          // A frame that scrolls must show it does: a column cut with no shade reads as the table's end.
          if (cut && !getComputedStyle(frame).backgroundImage.includes("gradient"))
            clipped.push(`${name}: cut by a frame that shows no sign of scrolling`);
          break;
        }
        if (overflow !== "visible" && cut) {
          clipped.push(`${name}: cut by ${frame.tagName.toLowerCase()}.${frame.className}`);
          break;
        }
      }
      if (!scrolls && box.right > width + 1) clipped.push(`${name}: past the screen's edge`);
    }
    return clipped;
  });
}
