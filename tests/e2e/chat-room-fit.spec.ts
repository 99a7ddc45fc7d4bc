import { confirmEmail, register } from "./account-steps";
import { expect, test } from "./fixtures";

// A room's page fits the screen: the composer in view, a few messages right above it with no empty
// space over them, at a laptop's size and a phone's (set here, so the test runs once). No other spec
// posts in these rooms.
for (const viewport of [
  { width: 1440, height: 900, room: "PEP" },
  { width: 390, height: 844, room: "XOM" },
]) {
  test(`at ${viewport.width}×${viewport.height} a room keeps its composer in view and a few messages above it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = await register(page, "chat-fit");
    await confirmEmail(page, email);
    await page.goto(`/chat/${viewport.room}`);
    const box = page.getByRole("textbox", { name: /^Message/ });
    for (const text of [`First look at $${viewport.room}`, `Second thought on $${viewport.room}`]) {
      await box.fill(`${text} ${Date.now().toString(36)}`);
      await box.press("Enter");
      await expect(box).toHaveValue("");
    }
    await expect(page.getByRole("listitem").filter({ hasText: "Second thought" })).toBeVisible();

    const send = page.getByRole("button", { name: /^Send/ });
    const sendBox = (await send.boundingBox())!;
    expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(viewport.height);
    const layout = await page.locator("[data-chat-scroller]").evaluate((scroller) => {
      const first = scroller.querySelector("ol")!.getBoundingClientRect();
      return {
        overflows: scroller.scrollHeight > scroller.clientHeight + 1,
        gapAbove: first.top - scroller.getBoundingClientRect().top,
      };
    });
    // Only "This is the start of the room." (or "Load older messages") stands above the messages.
    expect(layout.overflows).toBe(false);
    expect(layout.gapAbove).toBeLessThan(64);
  });
}
