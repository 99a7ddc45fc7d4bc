import axe, { type Result } from "axe-core";
import type { Page } from "./fixtures";

/**
 * axe-core, to run in the page itself and in its own frame only: the app has no iframes (a
 * cross-origin frame would go unchecked here).
 */
const axeScript = `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] });`;

/**
 * Puts axe-core into every document `page` opens from now on. The browser keeps the script and runs
 * it as each document starts, where @axe-core/playwright sent its 550 KB over the DevTools protocol
 * twice for every check, to be parsed and compiled each time: about half a check's cost here.
 * @see https://playwright.dev/docs/api/class-page#page-add-init-script
 */
export async function loadAxeOnEveryPage(page: Page): Promise<void> {
  await page.addInitScript(axeScript);
}

/**
 * axe-core's serious and critical violations on the page as it stands (WCAG 2.1 A and AA and axe's
 * best practices), one line per rule with up to five of its elements. A page not given axe by
 * `loadAxeOnEveryPage` gets it now.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeScript);
  // Only violations in full: axe then keeps one node per passing rule rather than every one,
  // which took about a fifth of its time here, and passes are never read.
  // @see https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter
  const violations: Result[] = await page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    return (await inPage.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join("\n    ")}`,
    );
}
