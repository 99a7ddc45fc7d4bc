import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { createStoppableServer } from "./stoppable-server";

/**
 * docs/live-market.md#the-live-path-feed--database--page, in a browser: a server of its own whose
 * feed follows a file of quotes (MARKET_QUOTE_FILE), so the quotes written here (and the `security`
 * rows they update) touch no other test's server. Each quote goes the whole way: the feed, the
 * writer's flush and NOTIFY, the hub, the page's event stream, the header.
 */
const QUOTES_DIR = ".data-e2e-live-quotes";
const QUOTES = `${QUOTES_DIR}/quotes.jsonl`;
const server = createStoppableServer({
  portOffset: 3000,
  dataDir: ".data-e2e-live",
  env: { MARKET_QUOTE_FILE: QUOTES },
});

test.use({ baseURL: server.origin });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(QUOTES_DIR, { recursive: true, force: true });
  mkdirSync(QUOTES_DIR, { recursive: true });
  writeFileSync(QUOTES, "");
  await server.start({ fresh: true });
});
test.afterAll(() => server.stop());

/** The feed sends `symbol` at `price`, now, in the regular session, against a previous close of 125. */
function sendQuote(price: number, symbol = "AAPL"): void {
  const quote = {
    symbol,
    price,
    bid: null,
    ask: null,
    open: 126,
    high: Math.max(131, price),
    low: Math.min(124, price),
    volume: 48_200_000,
    previousClose: 125,
    regularClose: null,
    session: "regular",
    asOf: new Date().toISOString(),
    source: "simulated",
  };
  appendFileSync(QUOTES, `${JSON.stringify(quote)}\n`);
}

// First in this file: once a quote of today arrives, the symbols still on the 2021 snapshot leave
// the listing (currently-quoted.ts), and this test needs a page of fifty rows, the last of them off
// a phone's screen.
test("a screener row off the screen skips the ticks and shows the latest quote as it scrolls in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/screener");
  const rows = page.locator("tbody tr");
  const last = rows.last();
  const symbol = (await last.locator("td").first().locator("a").getAttribute("href"))?.replace(
    "/stocks/",
    "",
  );
  expect(symbol).toBeTruthy();
  const price = (row: typeof last) => row.locator("td").nth(2).locator("span");
  const before = await price(last).textContent();
  // The third row: the first two (Apple and Microsoft by market cap) are the other tests', each
  // checked before its first quote.
  const first = rows.nth(2);
  const firstSymbol = (
    await first.locator("td").first().locator("a").getAttribute("href")
  )?.replace("/stocks/", "");
  expect(["AAPL", "MSFT"]).not.toContain(firstSymbol);
  await first.scrollIntoViewIfNeeded();
  await expect(last).not.toBeInViewport();
  // The last row's quote goes first; the feed, its writer and the stream keep their order, so once
  // a later quote of the first row shows, the last row's has reached the page too.
  sendQuote(4321.5, symbol);
  await expect(async () => {
    sendQuote(2345.5, firstSymbol);
    await expect(price(first)).toHaveText("2,345.50", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(price(last)).toHaveText(before ?? "");
  await last.scrollIntoViewIfNeeded();
  await expect(price(last)).toHaveText("4,321.50");
});

test("a stock page's header follows the live price, flashing its direction, with its time and source", async ({
  page,
}) => {
  await page.goto("/stocks/AAPL");
  const header = page.getByTestId("stock-quote");
  const price = header.locator("p").first();
  // Before any quote: the stored listing's close, said as such.
  await expect(header.getByTestId("quote-time")).toHaveText("Close of 26 Feb 2021");
  // The feed may still be starting when the page opens: send until the first quote shows.
  await expect(async () => {
    sendQuote(130.25);
    await expect(price).toHaveText("130.25", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(header).toContainText("+5.25 (+4.20%)");
  await expect(header).toContainText("Day 124.00–131.00 · Vol 48.2M");
  await expect(header.getByTestId("quote-time")).toHaveText(
    /^Market open · as of \d\d:\d\d:\d\d ET · Simulated market$/,
  );
  // The chart's last bar is the quote's day, as the header tells it (docs/product.md#stock-page-chart).
  const legend = page.getByTestId("chart-legend");
  await expect(legend).toContainText("O126.00H131.00L124.00C130.25Chg+5.25 (+4.20%)Vol48.2M");
  await page.screenshot({ path: "test-results/live-quotes/stock-page-1280.png" });
  // Sent again until it shows, as a feed ticking every second would: once, with three workers
  // busy, the second quote did not reach the page within 10 s (not yet explained; see the issue).
  await expect(async () => {
    sendQuote(129.8);
    await expect(price).toHaveText("129.80", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(price.locator("[data-flash]")).toHaveAttribute("data-flash", "down");
  await expect(legend).toContainText("C129.80Chg+4.80 (+3.84%)");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    sendQuote(130.4);
    await expect(price).toHaveText("130.40", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(price.locator("[data-flash]")).toHaveAttribute("data-flash", "up");
  await page.screenshot({ path: "test-results/live-quotes/stock-page-390.png" });
});

test("a compared symbol's line on the chart moves with its own live quote", async ({ page }) => {
  /** A query's answer, as the page's client asks it (superjson's `json`). */
  const ask = async (path: string, input: unknown) => {
    const query = encodeURIComponent(JSON.stringify({ json: input }));
    const answer = await page.request.get(`/api/trpc/${path}?input=${query}`);
    return (await answer.json()).result?.data?.json;
  };
  // A quote lists MSFT again beside AAPL's newer ones (docs/product.md#market-data) once the
  // writer has folded it into its row, so the compare search finds it.
  await page.goto("/stocks/MSFT");
  await expect(async () => {
    sendQuote(300, "MSFT");
    await expect(page.getByTestId("stock-quote").locator("p").first()).toHaveText("300.00", {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect
    .poll(async () => JSON.stringify(await ask("market.search", { query: "MSFT" })), {
      timeout: 30_000,
    })
    .toContain('"symbol":"MSFT"');
  // The line's start: MSFT's first close of the chart's six months, which AAPL shares.
  const { bars } = (await ask("market.dailyBars", { symbol: "MSFT", range: "6M" })) as {
    bars: { close: number }[];
  };
  const percent = (price: number) => (price / bars[0]!.close - 1) * 100;

  await page.goto("/stocks/AAPL");
  const search = page.getByRole("combobox", { name: "Compare AAPL with another symbol" });
  await search.fill("MSFT");
  await expect(page.getByRole("option", { name: /^MSFT/ })).toBeVisible();
  await search.press("Enter");
  // The interactive chart, reached for (chart.spec.ts), tells each compared line's last value.
  const chart = page.getByTestId("interactive-chart");
  await expect(async () => {
    await page
      .getByTestId("price-chart")
      .hover({ timeout: 1_000 })
      .catch(() => undefined);
    await expect(chart).toHaveAttribute("data-compare-last", /compare-MSFT=/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const last = async () =>
    Number(/compare-MSFT=(\S+)/.exec((await chart.getAttribute("data-compare-last")) ?? "")?.[1]);
  for (const price of [330, 270])
    await expect(async () => {
      sendQuote(price, "MSFT");
      await expect.poll(last, { timeout: 3_000 }).toBeCloseTo(percent(price), 1);
    }).toPass({ timeout: 30_000 });
});

test("a market map tile recolours and relabels with its live quote", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/map");
  const tile = page.locator('[data-symbol="AAPL"]').filter({ visible: true });
  // Against the previous close of 125: a tenth up saturates the day's green, a tenth down its red.
  for (const [price, change, colour] of [
    [137.5, "+10.00%", "rgb(48, 204, 90)"],
    [112.5, "−10.00%", "rgb(246, 53, 56)"],
  ] as const) {
    await expect(async () => {
      sendQuote(price);
      await expect
        .poll(async () => (await tile.getAttribute("aria-label"))?.startsWith(`AAPL ${change}`), {
          timeout: 3_000,
        })
        .toBe(true);
    }).toPass({ timeout: 30_000 });
    await expect(tile).toHaveCSS("background-color", colour);
  }
  await expect(tile).toContainText("AAPL");
});

test("a screener row's price lights its direction for a moment and moves nothing around it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/screener");
  const row = page.locator("tbody tr").filter({ has: page.locator('a[href="/stocks/AAPL"]') });
  // The default columns: ticker, company (folded under the ticker on a phone), price.
  const price = row.locator("td").nth(2).locator("span");
  // Looked at: a row off the screen skips the ticks until it comes back (the first test). Tried
  // until it holds: the page may come from the page cache with the listing of before the quotes,
  // and AAPL's row moves once the screen's fresh answer arrives.
  await expect(async () => {
    await row.scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(row).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const cells = () =>
    row.locator("td").evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().width));
  const widths = await cells();
  // Every change of a light in AAPL's row, recorded from before the first quote is sent: an
  // element React replaces meanwhile, or a light that comes and goes before a slow test looks, is
  // still seen.
  await page.getByRole("region", { name: "Screener results" }).evaluate((results) => {
    const lights: string[] = [];
    (window as unknown as { lights: string[] }).lights = lights;
    new MutationObserver((records) => {
      for (const { target } of records)
        if (
          target instanceof HTMLElement &&
          target.closest("tr")?.querySelector('a[href="/stocks/AAPL"]')
        )
          lights.push(target.hasAttribute("data-flashing") ? "on" : "off");
    }).observe(results, { attributeFilter: ["data-flashing"], subtree: true });
  });
  const lights = () => page.evaluate(() => (window as unknown as { lights: string[] }).lights);
  for (const [sent, shown, direction] of [
    [1234.5, "1,234.50", "up"],
    [129.25, "129.25", "down"],
  ] as const) {
    const before = (await lights()).length;
    await expect(async () => {
      sendQuote(sent);
      await expect(price).toHaveText(shown, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(price).toHaveAttribute("data-flash", direction);
    // It lights, and goes out by itself (docs/live-market.md#the-live-path-feed--database--page).
    await expect
      .poll(async () => (await lights()).slice(before).join(" "), { timeout: 10_000 })
      .toMatch(/\bon\b.*\boff$/);
  }
  await expect(price).not.toHaveAttribute("data-flashing");
  // A figure more and back: the price's own box took it, and no column moved.
  expect(await cells()).toEqual(widths);
  await expect(price).toHaveJSProperty(
    "scrollWidth",
    await price.evaluate((span) => span.clientWidth),
  );
});

// Last in this file: it stops the server.
test("stopping npm start as Ctrl-C does ends its open streams with their goodbye, not a cut", async () => {
  // Each is read to its end: a server that exited mid-stream would make this throw ("terminated").
  const texts = { quotes: "", chat: "" };
  const read = (name: keyof typeof texts, path: string) =>
    (async () => {
      const response = await fetch(`${server.origin}${path}`);
      const stream = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read())
        texts[name] += chunk.value;
    })();
  const reads = [
    read("quotes", "/api/market/stream?symbols=AAPL"),
    read("chat", "/api/chat/stream?room=general&after=0"),
  ];
  await expect(async () => {
    sendQuote(131.5);
    await expect.poll(() => texts.quotes, { timeout: 3_000 }).toMatch(/^id: \d+$/m);
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => texts.chat).toContain("event: caught-up");
  // The signal goes to the whole process group, so the server hears it twice: itself, and from
  // npm start passing it on (scripts/serve.ts). The second once killed it mid-drain, unless both
  // came in one turn of a busy server's event loop: stopped when idle, as servers mostly are.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await server.stop();
  await Promise.all(reads);
  for (const text of Object.values(texts)) expect(text).toMatch(/event: bye\ndata: \{\}\n\n$/);
});
