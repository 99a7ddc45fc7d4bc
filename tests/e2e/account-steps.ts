import { readFileSync } from "node:fs";
import { expect, type Page } from "./fixtures";

/** The password every account of the browser tests is made with. */
export const PASSWORD = "correct horse battery staple";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How `register()` goes: the defaults make a fresh account from /register, landing on /account. */
export type RegisterOptions = {
  /** The password to register with (PASSWORD unless a test needs its own). */
  password?: string;
  /** false when the page is already on the form (sent there with a callbackUrl). */
  openForm?: boolean;
  /** Where registering lands; null when the test checks that itself. */
  landsOn?: RegExp | string | null;
  /** How long the landing may take (a server whose pages load their code cold). */
  timeout?: number;
};

/** A new address each time: tests of one run, and runs, never meet an account made before. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers a fresh account through /register and returns its email; by default the page is then on /account, signed in. */
export async function register(
  page: Page,
  prefix = "mail",
  { password = PASSWORD, openForm = true, landsOn = /\/account$/, timeout }: RegisterOptions = {},
): Promise<string> {
  const email = uniqueEmail(prefix);
  if (openForm) await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  if (landsOn !== null) await expect(page).toHaveURL(landsOn, { timeout });
  return email;
}

/** Opens the newest mail with `subject` to `email` in the demo mailbox (it looks for new mail every few seconds). */
export async function openMail(page: Page, subject: string, email: string) {
  const message = page
    .getByRole("navigation", { name: "Messages" })
    .getByRole("link", { name: new RegExp(`^${escape(subject)}\\s*${escape(email)}`) })
    .first();
  await expect(message).toBeVisible({ timeout: 20_000 });
  await message.click();
  // Chosen: on a phone the message then replaces the list, so the address says so, not the list.
  await expect(page).toHaveURL(/\/dev\/mailbox\?id=/);
  // Mails of one subject to others (tests running beside this one) look alike: wait for this one's recipient.
  const shown = page.getByRole("article", { name: subject });
  await expect(shown).toContainText(`to ${email}`);
}

/** Confirms `email` with the link the demo mailbox holds for it, as its owner would. */
export async function confirmEmail(page: Page, email: string) {
  await page.goto("/dev/mailbox");
  await openMail(page, "Confirm your email address", email);
  await page
    .getByRole("region", { name: "Links in this message" })
    .getByRole("link", { name: "Confirm my email" })
    .click();
  await expect(page.getByText("Your email address is confirmed")).toBeVisible();
}

/** Logs in as the embedded demo's admin, whom `npm start` seeds and whose login it keeps in the data directory (playwright.config.ts). */
export async function signInAsDemoAdmin(page: Page) {
  const admin = JSON.parse(readFileSync(".data-e2e/demo-admin.json", "utf8")) as {
    email: string;
    password: string;
  };
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}
