import { defineConfig, devices } from "@playwright/test";
import { copyTemplateTo, prepareTemplate } from "./tests/e2e/server-data";
import { createStripeModeWebServer } from "./tests/e2e/stripe-mode";
import { testServerEnv } from "./tests/e2e/test-server-env";

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Debian's Chromium headless shell (docs/architecture.md#testing): browsers are never downloaded at
 * run time. The same Blink as the full browser, without the browser's own UI process work, which
 * Playwright also uses for headless runs; the full Chromium took the browser tests about a third
 * longer on two cores. The benchmarks keep the full browser, as people run it.
 * @see https://playwright.dev/docs/browsers#chromium-headless-shell
 */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** Flags for a machine with no GPU and no outside network (docs/architecture.md#testing). */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The interpreter and Sparkplug only: a test's page lives seconds, and Maglev and TurboFan spent
  // the browser's background threads compiling code that did not run long enough to repay it
  // (bench/README.md, "npm test"). The same JavaScript runs, only less optimised.
  // @see https://v8.dev/blog/maglev
  "--js-flags=--no-maglev --no-opt",
];
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // Files run four at a time (the tests of a file one after another). Each test makes its own guest
  // or account, and a test that changes something shared (the fake Stripe's refusals) aims it at
  // its own user. The tests wait on the server, timers and posthog-js's flushes much of the time,
  // so a fourth worker still kept two cores busier and the stage shorter (bench/README.md, "npm test").
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  // Two browsers, the server and its database share two cores here: a page's queries wait for the
  // person's cache to be read back from IndexedDB, which on a busy machine took seconds, and the
  // longer flows (register, pay, change plans) outgrew the default 30 s and 5 s. Speed is measured
  // in bench/, never by these limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // In CI only the log is kept, and recording a trace (a screencast and a DOM snapshot per step)
    // slowed every page on two cores enough to make tests time out; locally a failure keeps one.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
    // The service worker is tried by offline-shell.spec.ts, on a server of its own; elsewhere it
    // would put itself between the page and the routes the tests set up (Playwright does not see
    // requests a worker makes).
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      // A Pixel 7's CSS pixels, touch and mobile viewport, drawn at one device pixel per CSS pixel:
      // layout is the same, and the test machines have no GPU, so its 2.625 would have the browser
      // rasterise about seven times the pixels of every frame in software.
      use: { ...devices["Pixel 7"], deviceScaleFactor: 1 },
      // Only the tests that assert something about the phone (tagged PHONE, tests/e2e/phone.ts):
      // the rest behave the same at every width and run once, at desktop width. Every page's
      // 390 px layout is still checked by accessibility.spec.ts.
      grep: /@phone/,
    },
  ],
  // Started in this order, one after the other: the first builds when the sources changed, and the second serves that build.
  webServer: [
    {
      // Its own data directory and port: one process per PGlite folder, and never the developer's.
      // The folder starts as a copy of the run's migrated and seeded template (server-data.ts).
      command: `${prepareTemplate} && ${copyTemplateTo(".data-e2e")} && npm start`,
      url: `http://localhost:${port}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      env: { PORT: String(port), DATA_DIR: ".data-e2e", ...testServerEnv },
    },
    createStripeModeWebServer(testServerEnv),
  ],
});
