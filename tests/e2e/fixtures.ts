import { test as base, type ConsoleMessage } from "@playwright/test";

/**
 * The one error a test provokes without taking it out: opening a page that does not exist (a
 * missing page or symbol) to check its 404, which Chromium logs as the document's "Failed to load
 * resource". Only the document's own: a missing script or image of a page still fails the test.
 */
const isMissingPageOpenedOnPurpose = (message: ConsoleMessage) =>
  message.text().includes("the server responded with a status of 404") &&
  message.location().url === message.page()?.url();

/**
 * Every spec imports `test` from here: an automatic fixture watches the console and the uncaught
 * errors of every page of the test's browser context and fails the test on any error there: a
 * hydration mismatch (React #418), an exception, a failed request, and any Content-Security-Policy
 * violation, so a script, style or connection the policy blocks can never pass unnoticed either
 * (docs/security.md, "Headers"). A test that provokes an error on purpose takes it out of
 * `browserErrors` after checking it.
 * @see https://playwright.dev/docs/test-fixtures#automatic-fixtures
 */
export const test = base.extend<{ browserErrors: string[]; provokedErrors: RegExp[] }>({
  /**
   * What a whole file or group provokes in every test (a stopped server's refused connections),
   * set with `test.use` beside a comment saying why; the fixture does not record those.
   */
  provokedErrors: [[], { option: true }],
  browserErrors: [
    async ({ context, provokedErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string, url: string | undefined) =>
        errors.push(`${url ?? "(no page)"}: ${text}`);
      context.on("console", (message) => {
        const text = message.text();
        if (message.type() !== "error" || isMissingPageOpenedOnPurpose(message)) return;
        if (provokedErrors.some((provoked) => provoked.test(text))) return;
        // A failed load names its resource only in the location: recorded with the page's address.
        const resource = message.location().url;
        const page = message.page()?.url();
        record(text, resource && resource !== page ? `${page} (${resource})` : page);
      });
      context.on("weberror", (error) => record(error.error().message, error.page()?.url()));
      await use(errors);
      if (errors.length > 0) throw new Error(`Errors in the browser:\n${errors.join("\n")}`);
    },
    { auto: true },
  ],
});

/**
 * Takes the errors a test provoked on purpose (those matching `pattern`) out of `browserErrors`,
 * and answers how many there were, for the test to check it saw them.
 */
export function takeOut(errors: string[], pattern: RegExp): number {
  const kept = errors.filter((error) => !pattern.test(error));
  const taken = errors.length - kept.length;
  errors.splice(0, errors.length, ...kept);
  return taken;
}

export type { Page, Request } from "@playwright/test";
export { expect } from "@playwright/test";
