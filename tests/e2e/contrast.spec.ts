import { expect, test } from "./fixtures";

/**
 * Gains and losses are read on every page (movers, screener, stock page): their colours must keep
 * WCAG AA's 4.5:1 against the page in both themes. The ratio is computed from the colours the
 * browser actually paints.
 */
for (const colorScheme of ["light", "dark"] as const) {
  test(`gain and loss figures keep 4.5:1 contrast in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/");
    await expect(page.locator(".text-gain").first()).toBeVisible();
    await expect(page.locator(".text-loss").first()).toBeVisible();
    const ratios = await page.evaluate(() => {
      // Painted on a canvas, any CSS colour (Tailwind's palette is oklch) comes back as sRGB bytes.
      const context = document
        .createElement("canvas")
        .getContext("2d", { willReadFrequently: true })!;
      const rgb = (css: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = css;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
      };
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = rgb(css)
          .map((v) => v / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const background = getComputedStyle(document.body).backgroundColor;
      const colourOf = (selector: string) =>
        getComputedStyle(document.querySelector(selector)!).color;
      return {
        gain: ratio(colourOf(".text-gain"), background),
        loss: ratio(colourOf(".text-loss"), background),
        background,
      };
    });
    expect(ratios.gain, `gain on ${ratios.background}`).toBeGreaterThanOrEqual(4.5);
    expect(ratios.loss, `loss on ${ratios.background}`).toBeGreaterThanOrEqual(4.5);
  });
}
