import AxeBuilder from "@axe-core/playwright";
import type { Page } from "./fixtures";

/**
 * axe-core's serious and critical violations on the page as it stands (WCAG 2.1 A and AA and axe's
 * best practices), one line per rule with up to five of its elements. Run in the page itself
 * (legacy mode): the default runs each frame's part, then opens a blank page, loads axe into it
 * again and merges the parts there, about a second per check on two cores, for iframes the app
 * does not have (a cross-origin frame would go unchecked here).
 * @see https://github.com/dequelabs/axe-core-npm/blob/develop/packages/playwright/README.md#axebuildersetlegacymodelegacymode-boolean--true
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations in full: axe then keeps one node per passing rule rather than every one,
  // which took about a fifth of its time here, and passes are never read.
  // @see https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
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
