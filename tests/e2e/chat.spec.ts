import { confirmEmail, register } from "./account-steps";
import { expect, test } from "./fixtures";

// docs/product.md#chat in the browser: live delivery between two pages, and who may post.
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("two pages: a message posted on one appears on the other without a reload", async ({
  page,
  browser,
}) => {
  const email = await register(page, "chat");
  await confirmEmail(page, email);

  // The reader is a visitor in another browser context, on the stream (not polling).
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto("/chat/general");
  await expect(reader.getByRole("heading", { name: "General", level: 1 })).toBeVisible();
  await expect(reader.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible();
  let reloaded = false;
  reader.on("framenavigated", (frame) => {
    if (frame === reader.mainFrame()) reloaded = true;
  });

  await page.goto("/chat/general");
  const text = `Watching $aapl into the close ${unique()} <script>alert(1)</script>`;
  const box = page.getByRole("textbox", { name: "Message General" });
  await box.fill(text);
  // The tag's radio buttons are drawn as a segmented control: a person clicks the label.
  await page.locator("label", { hasText: "Bullish" }).click();
  await expect(page.getByRole("radio", { name: /Bullish/ })).toBeChecked();
  await box.press("Enter");
  await expect(box).toHaveValue("");

  // Delivered over the stream: the reader's page never reloaded and still says "Live".
  const message = reader
    .getByRole("listitem")
    .filter({ hasText: "Watching" })
    .filter({ hasText: text.split(" ")[5]! });
  await expect(message).toBeVisible();
  expect(reloaded).toBe(false);
  await expect(reader.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible();
  // Markup is shown as text, and the cashtag links to its room in canonical form with the price it was posted at.
  await expect(message).toContainText("<script>alert(1)</script>");
  await expect(message.getByRole("link", { name: "$AAPL" })).toHaveAttribute("href", "/chat/AAPL");
  await expect(message).toContainText("Bullish");
  await expect(message).toContainText(/AAPL \d/);
  await visitor.close();

  // docs/alerts.md#chat-alerts: the author sets an alert on the call from the message's menu.
  const own = page.getByRole("listitem").filter({ hasText: text.split(" ")[5]! });
  await own.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Alert me when this call moves ±10 %" }).click();
  await expect(page.getByText(/^You will hear when AAPL moves ±10 %/)).toBeVisible();
});

test("a visitor sees why they cannot post and the way in, not a composer; registering brings them back", async ({
  page,
}) => {
  await page.goto("/chat/AAPL");
  await expect(page.getByRole("heading", { name: /\$AAPL/, level: 1 })).toBeVisible();
  await expect(page.getByText("Create a free account to post.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register\?callbackUrl=%2Fchat%2FAAPL/);
});

test("an account whose email is not confirmed is asked to confirm it before posting", async ({
  page,
}) => {
  await register(page, "chat-unconfirmed");
  await page.goto("/chat/general");
  await expect(page.getByText("Confirm your email to post.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveCount(0);
});
