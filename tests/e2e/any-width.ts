/**
 * Marks a test whose screens are the same at every width: the `phone` project skips it
 * (playwright.config.ts), so it runs once, at desktop width. A test with a phone layout of its own
 * to check (a sheet, a menu, a tap) stays unmarked; every page's 390 px layout is checked by
 * accessibility.spec.ts either way.
 * @see https://playwright.dev/docs/test-annotations#tag-tests
 */
export const ANY_WIDTH = { tag: "@any-width" };
