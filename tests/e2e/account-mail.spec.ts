import { expect, test, type Page } from "./fixtures";

// docs/product.md#accounts-and-mail, in the embedded demo: mail lands in /dev/mailbox, and its links work.
const OLD = "correct horse battery staple";
const NEW = "violet tugboat under marmalade";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function register(page: Page): Promise<string> {
  const email = `mail.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(OLD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  return email;
}

/** Opens the newest mail with `subject` to `email` in the demo mailbox (it looks for new mail every few seconds). */
async function openMail(page: Page, subject: string, email: string) {
  const message = page.getByRole("navigation", { name: "Messages" }).getByRole("link", { name: new RegExp(`^${escape(subject)}\\s*${escape(email)}`) }).first();
  await expect(message).toBeVisible({ timeout: 20_000 });
  await message.click();
  await expect(page.getByRole("heading", { name: subject, level: 2 })).toBeVisible();
}

test("forgot password: the mail's link sets a new password, every device is signed out, and the new one logs in", async ({ page, browser }) => {
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
  await other.getByRole("region", { name: "Links in this message" }).getByRole("link", { name: "Choose a new password" }).click();
  await expect(other).toHaveURL(/\/reset-password#token=/);
  await other.getByLabel("New password").fill("password12");
  await other.getByRole("button", { name: "Set the new password" }).click();
  await expect(other.getByText(/^This password is too easy to guess\./)).toBeVisible();
  await other.getByLabel("New password").fill(NEW);
  await other.getByRole("button", { name: "Set the new password" }).click();
  await expect(other).toHaveURL(/\/login\?reset=done/);
  await expect(other.getByText("Your new password is set, and every device was signed out. Log in with it.")).toBeVisible();
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

test("the demo mailbox's verification link confirms the address, and the banner goes", async ({ page }) => {
  const email = await register(page);
  const banner = page.getByRole("region", { name: "Email confirmation" });
  await expect(banner).toContainText(`We sent a link to ${email}`);
  await page.goto("/dev/mailbox");
  await openMail(page, "Confirm your email address", email);
  await page.getByRole("region", { name: "Links in this message" }).getByRole("link", { name: "Confirm my email" }).click();
  await expect(page.getByText("Your email address is confirmed")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Email address" })).toBeVisible();
  await expect(page.getByText("confirmed", { exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
