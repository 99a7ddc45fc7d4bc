import { expect, type Page, test } from "./fixtures";
import { layoutShiftOf, watchLayoutShifts } from "./layout-shift";
import { horizontalOverflow } from "./phone";
import { loadAxeOnEveryPage, seriousViolations } from "./serious-violations";
import { signInWithData, type Who } from "./sign-in-with-data";

/**
 * Every page, as each person who can see it (a visitor, a guest, a member and an administrator,
 * each with data of their own: a watchlist with a symbol, a chat room with messages, admin tables
 * with rows), in both themes and at both widths, each opened once per theme and checked in that
 * one visit: axe-core finds no serious or critical violation (WCAG 2.1 A and AA and axe's best
 * practices), the page does not move as it loads (its layout shifts sum to at most 0.02, CLS's
 * "good" being 0.1), each page has a title of its own, at 390 px nothing is wider than the screen,
 * and the fixture fails the test on any console error (a hydration mismatch among them). The widths
 * are set here, so this runs once, on the desktop project; its tests spread over the workers.
 */
test.skip(({ isMobile }) => isMobile, "sets its own widths");
test.describe.configure({ mode: "parallel", timeout: 240_000 });

const MAX_LAYOUT_SHIFT = 0.02;
/** The pages with a person's data on them: what hydration and loading states get wrong first. */
const dataPages = [
  "/watchlists",
  "/alerts",
  "/alerts/history",
  "/calendar?scope=watchlists",
  "/map",
  "/account",
  "/stocks/AAPL",
  "/screener",
  "/chat/general",
  "/pricing",
];
const visitorPages = [
  "/",
  "/screener",
  "/map",
  "/stocks/AAPL",
  "/calendar",
  "/pricing",
  "/login",
  "/register",
  "/watchlists",
  "/alerts",
  "/alerts/history",
  "/chat",
  "/chat/general",
  "/affiliate",
  "/account",
  "/billing/checkout?plan=pro&interval=month",
  "/no-such-page",
  "/stocks/NOSUCHSYMBOL",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/confirm-email-change",
  "/dev/mailbox",
];
const pagesOf: Record<Who, string[]> = {
  visitor: visitorPages,
  guest: dataPages,
  member: [
    ...dataPages,
    "/notifications",
    "/alerts/settings",
    "/alerts/channels",
    "/affiliate",
    "/billing/checkout?plan=pro&interval=year",
  ],
  administrator: [
    "/admin/analytics",
    "/admin/mail",
    "/admin/moderation",
    "/admin/affiliates",
    "/chat/general",
    "/account",
  ],
};

/** Opens `path` and waits until its data has arrived: the heading shows and the network is quiet. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The shell is there on every page: the way home and the service's status.
  await expect(page.getByRole("link", { name: "Marketdesk", exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "All systems normal" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

/**
 * Each theme at one width: the light theme at a desktop's 1280 px, the dark one at a phone's 390 px,
 * where no page may be wider than the screen either. A theme changes colours and a width changes
 * the layout, so every page's colours are checked in both themes and its layout at both widths,
 * each page opened twice per person instead of four times.
 */
const runs = [
  { colorScheme: "light", width: 1280, height: 800 },
  { colorScheme: "dark", width: 390, height: 844 },
] as const;

for (const { colorScheme, width, height } of runs) {
  test.describe(`${colorScheme} theme at ${width} px`, () => {
    test.use({ viewport: { width, height }, colorScheme });
    for (const who of ["visitor", "guest", "member", "administrator"] as const) {
      test(`the ${who}'s pages: no serious axe violation, no console error, no layout shift${width < 400 ? ", none wider than the screen" : ""}`, async ({
        page,
      }) => {
        await signInWithData(page, who);
        await watchLayoutShifts(page);
        await loadAxeOnEveryPage(page);
        const titles = new Map<string, string>();
        for (const path of pagesOf[who]) {
          await open(page, path);
          // The theme the person asked for is the one checked (the 404 of a dynamic route once lost it).
          expect
            .soft((await page.locator("html").getAttribute("class")) ?? "", `${path}: theme`)
            .toMatch(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          expect
            .soft(await seriousViolations(page), `${path} as ${who}, ${colorScheme}, ${width} px`)
            .toEqual([]);
          // The demo mailbox lists every session's mail, newest first, read again every 3 s: the
          // other browser tests' mail arriving while it is open moves its list, by design.
          if (path !== "/dev/mailbox") {
            const shift = await layoutShiftOf(page);
            expect.soft(shift, `${path}: layout shift`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
          }
          if (width < 400) {
            const overflow = await horizontalOverflow(page);
            expect.soft(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
          }
          titles.set(path, await page.title());
        }
        // Each page its own title: two pages of one list never share one.
        const seen = new Map<string, string>();
        for (const [path, title] of titles) {
          expect.soft(seen.get(title), `"${title}" on ${path}`).toBeUndefined();
          seen.set(title, path);
        }
      });
    }
  });
}
