import { eventsOf, isCapture } from "./analytics-captures";
import { expect, type Request, test } from "./fixtures";

/**
 * docs/behaviour.md#analytics-events: `first-input` and `layout-shift` entries are observed and
 * each sent as a `performance_metric` event. A block pushed in above the content shifts the page,
 * and a real click is the first input; both reach /ingest by the real client.
 */
test("a layout shift and the first input are each sent as a performance metric", async ({
  page,
}) => {
  const captures: Request[] = [];
  page.on("request", (request) => isCapture(request) && captures.push(request));
  await page.goto("/pricing");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();

  await page.evaluate(() => {
    const block = document.createElement("div");
    block.style.height = "300px";
    document.body.prepend(block);
  });
  await heading.click();

  const metrics = () =>
    captures
      .flatMap(eventsOf)
      .filter((event) => event.event === "performance_metric")
      .map((event) => event.properties.metric_name);
  await expect
    .poll(metrics, { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["first-input", "layout-shift"]));
});
