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
