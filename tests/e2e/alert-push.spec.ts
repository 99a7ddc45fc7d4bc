import { register } from "./account-steps";
import { expect, test } from "./fixtures";

// The panel is the same at every width.
test.skip(({ isMobile }) => isMobile, "the push panel is checked at desktop width");

const turnOn = { name: "Turn on push on this device" } as const;

/**
 * docs/alerts.md#web-push: the browser's permission question comes only after the person asks for
 * push, a refusal is said in words, and a browser without the Push API is told why instead of
 * being offered a button that cannot work. The browser's question is answered by a stand-in that
 * counts the asks: a headless browser has no person to answer it.
 */
test("push asks the browser only when the person presses the button, and says why it stays off", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const asked = { count: 0 };
    Object.assign(window, { pushAsked: asked });
    Notification.requestPermission = async () => {
      asked.count += 1;
      return "denied";
    };
  });
  await register(page, "push");
  await page.goto("/alerts/channels");
  const button = page.getByRole("button", turnOn);
  await expect(button).toBeEnabled();
  const asks = () =>
    page.evaluate(() => (window as unknown as { pushAsked: { count: number } }).pushAsked.count);
  expect(await asks()).toBe(0);

  await button.click();
  await expect(page.getByText("Notifications are blocked for this site.")).toBeVisible();
  expect(await asks()).toBe(1);
  await expect(page.getByText("No device gets push yet.")).toBeVisible();
});

test("a browser without the Push API is told why, with no button to press", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "PushManager");
  });
  await register(page, "nopush");
  await page.goto("/alerts/channels");
  await expect(page.getByText("This browser can't receive push notifications.")).toBeVisible();
  await expect(page.getByRole("button", turnOn)).toHaveCount(0);
});
