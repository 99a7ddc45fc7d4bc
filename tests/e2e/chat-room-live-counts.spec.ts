import { confirmEmail, register } from "./account-steps";
import { expect, test } from "./fixtures";

// docs/product.md#chat, "Sentiment": a call the counts leave out says so, and the counts follow the
// stream. $KO is a room no other spec posts in, so its counts are this test's alone.
test("a new account's call shows on another open page as not counted yet, and the week's count moves, without a reload", async ({
  page,
  browser,
}) => {
  const email = await register(page, "chat-calls");
  await confirmEmail(page, email);

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto("/chat/KO");
  await expect(reader.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible();
  const week = reader.getByText(/^\d[\d,]* messages?$/);
  await expect(week).toBeVisible();
  const before = Number((await week.textContent())!.replace(/\D/g, ""));
  let reloaded = false;
  reader.on("framenavigated", (frame) => {
    if (frame === reader.mainFrame()) reloaded = true;
  });

  await page.goto("/chat/KO");
  const box = page.getByRole("textbox", { name: /^Message/ });
  await box.fill(`Long $KO into the dividend ${Date.now().toString(36)}`);
  await page.locator("label", { hasText: "Bullish" }).click();
  await box.press("Enter");
  await expect(box).toHaveValue("");

  await expect(reader.getByRole("listitem").filter({ hasText: "Long $KO" })).toBeVisible();
  await expect(
    reader.getByText(
      /^\d+ calls? from (a )?new accounts? (isn't|aren't) counted yet: accounts count after 7 days\.$/,
    ),
  ).toBeVisible();
  await expect(reader.getByText("No bullish or bearish calls in the last 24 hours.")).toHaveCount(
    0,
  );
  await expect(week).toHaveText(`${before + 1} ${before + 1 === 1 ? "message" : "messages"}`);
  expect(reloaded).toBe(false);
  await visitor.close();
});
