import { register, signInAsDemoAdmin } from "./account-steps";
import { expect, type Page, test } from "./fixtures";
import { horizontalOverflow } from "./phone";
import { seriousViolations } from "./serious-violations";

/**
 * Every page, as the person who can see it, in both themes and at both widths: axe-core finds no
 * serious or critical violation (WCAG 2.1 A and AA and axe's best practices), each page has a title
 * of its own, and at 390 px nothing is wider than the screen. The widths are set here, so this runs
 * once, on the desktop project.
 */
test.skip(({ isMobile }) => isMobile, "sets its own widths");
test.describe.configure({ timeout: 240_000 });

const visitorPages = [
  "/",
  "/screener",
  "/stocks/AAPL",
  "/pricing",
  "/login",
  "/register",
  "/watchlists",
  "/chat",
  "/chat/general",
  "/affiliate",
  "/billing/checkout?plan=pro&interval=month",
  "/no-such-page",
  "/stocks/NOSUCHSYMBOL",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/confirm-email-change",
  "/dev/mailbox",
];
type Who = "visitor" | "member" | "administrator";
const pagesOf: Record<Who, string[]> = {
  visitor: visitorPages,
  member: ["/account", "/watchlists", "/affiliate", "/billing/checkout?plan=pro&interval=year"],
  administrator: ["/admin/analytics", "/admin/mail", "/admin/moderation", "/admin/affiliates"],
};

async function signIn(page: Page, who: Who) {
  if (who === "member") {
    await register(page, "a11y");
  }
  if (who === "administrator") {
    await signInAsDemoAdmin(page);
  }
}

/** Opens `path` and waits until its data has arrived: the heading shows and the network is quiet. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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
    for (const who of ["visitor", "member", "administrator"] as const) {
      test(`axe finds no serious or critical violation on the ${who}'s pages${width < 400 ? ", and none is wider than the screen" : ""}`, async ({
        page,
      }) => {
        await signIn(page, who);
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
