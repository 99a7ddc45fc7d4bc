import { test as base } from "@playwright/test";

/** What Chromium prints when a Content-Security-Policy blocks something ("Refused to load…", "Executing inline event handler violates the following Content Security Policy directive…") or finds fault with one. */
const CSP_MESSAGE = /Refused to |Content[ -]Security[ -]Policy/i;

/**
 * Every spec imports `test` from here: an automatic fixture watches the console and the uncaught
 * errors of every page of the test's browser context and fails the test on any CSP violation, so
 * a script, style or connection the policy blocks can never pass unnoticed (docs/security.md,
 * "Headers"). A test that provokes a violation on purpose takes it out of `cspViolations`.
 * @see https://playwright.dev/docs/test-fixtures#automatic-fixtures
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const record = (text: string, url: string | undefined) => {
        if (CSP_MESSAGE.test(text)) violations.push(`${url ?? "(no page)"}: ${text}`);
      };
      context.on("console", (message) => record(message.text(), message.page()?.url()));
      context.on("weberror", (error) => record(error.error().message, error.page()?.url()));
      await use(violations);
      if (violations.length > 0)
        throw new Error(
          `Content-Security-Policy violations in the browser:\n${violations.join("\n")}`,
        );
    },
    { auto: true },
  ],
});

export type { Page, Request } from "@playwright/test";
export { expect } from "@playwright/test";
