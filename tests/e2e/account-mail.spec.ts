import { confirmEmail, openMail, register } from "./account-steps";
import { expect, test } from "./fixtures";
import { PHONE } from "./phone";

// docs/product.md#accounts-and-mail, in the embedded demo: mail lands in /dev/mailbox, and its links work.
const NEW = "violet tugboat under marmalade";

test("forgot password: the mail's link sets a new password, every device is signed out, and the new one logs in", async ({
  page,
  browser,
}) => {
  const email = await register(page);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto("/login");
  await other.getByRole("link", { name: "Forgot password?" }).click();
  await expect(other.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await other.getByLabel("Email").fill(email);
  await other.getByRole("button", { name: "Send me a link" }).click();
  await expect(other.getByText("Check your inbox")).toBeVisible();
  await other.getByRole("link", { name: "demo mailbox" }).click();
  await openMail(other, "Reset your Marketdesk password", email);
  await other
    .getByRole("region", { name: "Links in this message" })
    .getByRole("link", { name: "Choose a new password" })
    .click();
  await expect(other).toHaveURL(/\/reset-password#token=/);
  await other.getByLabel("New password").fill("password12");
  await other.getByRole("button", { name: "Set the new password" }).click();
  await expect(other.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await other.getByLabel("New password").fill(NEW);
  await other.getByRole("button", { name: "Set the new password" }).click();
  await expect(other).toHaveURL(/\/login\?reset=done/);
  await expect(
    other.getByText("Your new password is set, and every device was signed out. Log in with it."),
  ).toBeVisible();
  await expect(other.getByLabel("Email")).toHaveValue(email);
  await other.getByLabel("Password", { exact: true }).fill(NEW);
  await other.getByRole("button", { name: "Log in" }).click();
  await expect(other).toHaveURL(/\/account$/);
  await expect(other.getByRole("heading", { name: email })).toBeVisible();

  // The browser that registered was signed out by the reset.
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're not signed in" })).toBeVisible();
  await elsewhere.close();
});

test("the demo mailbox's verification link confirms the address, and the banner goes", async ({
  page,
}) => {
  const email = await register(page);
  const banner = page.getByRole("region", { name: "Email confirmation" });
  await expect(banner).toContainText(`We sent a link to ${email}`);
  await confirmEmail(page, email);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Email address" })).toBeVisible();
  await expect(page.getByText("confirmed", { exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test(
  "on a phone the mailbox shows the list, then the chosen message alone with the way back; wide, both side by side",
  PHONE,
  async ({ page, isMobile }) => {
    const email = await register(page);
    await page.goto("/dev/mailbox");
    const list = page.getByRole("navigation", { name: "Messages" });
    const message = page.getByRole("article", { name: "Confirm your email address" });
    await expect(list).toBeVisible();
    // Nothing chosen yet: a phone shows the list only, a wide screen the newest message beside it.
    await expect(page.getByRole("article")).toBeVisible({ visible: !isMobile });
    await openMail(page, "Confirm your email address", email);
    await expect(message).toBeVisible();
    // Chosen: new mail arriving at the top of the list can no longer push the message on a phone.
    await expect(list).toBeVisible({ visible: !isMobile });
    if (!isMobile) return;
    await page.getByRole("link", { name: "← All mail" }).click();
    await expect(list).toBeVisible();
    await expect(page).toHaveURL(/\/dev\/mailbox$/);
  },
);
