import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { SlowestFilesFirstSequencer } from "./tests/integration/slowest-files-first";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "server-only": path.resolve(import.meta.dirname, "tests/server-only-stub.ts"),
};
/** A fixed signing key for tests only; real deployments set their own (see .env.example). */
const env = {
  LOG_LEVEL: "silent",
  SKIP_ENV_VALIDATION: "false",
  AUTH_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
  // The fuzz and matrix files send thousands of calls a minute as one person; the limit has its own test.
  RATE_LIMIT_TRPC_CALLS: "1000000/60",
  // Web push on, with a key pair made for tests only (docs/alerts.md#web-push).
  VAPID_PUBLIC_KEY:
    "BPXPqEyV9vAyUB6m3C-W0bspIttJe2c88CuoaWot8c7hBis05XFdT39BOy2mYafmd87BXHEEHc6t-fDgjyEdVtU",
  VAPID_PRIVATE_KEY: "pMHUiCNTea5WEkJDa76msV3EXt6h2NuEXuyWq3BwGuM",
  VAPID_SUBJECT: "mailto:alerts@marketdesk.test",
};

/**
 * The unit files that touch a browser's state: those in jsdom (their first line says so), and those
 * that use IndexedDB or TanStack Query's online and focus managers. That state is held by a window
 * or by a dependency, which files sharing a worker share (file-isolation.ts), and no reset after a
 * file puts all of it back: a file that left an entry in storage, an IndexedDB store opened or the
 * client offline made another file fail, depending on which worker ran it. Each of these files
 * gets a worker of its own.
 */
const BROWSER_STATE = /^\/\/ @vitest-environment jsdom|indexedDB|onlineManager|focusManager/m;
const browserStateFiles = ["src", "tests/unit"]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && BROWSER_STATE.test(readFileSync(file, "utf8")))
  // As globs, which is how Vitest reads them: a route folder's brackets are taken literally.
  .map((file) => file.replace(/[[\]{}()*?!]/g, "\\$&"));

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core: Vitest's default keeps one free, which on a two-core CI machine ran the
    // integration files one at a time (each makes its own databases, so they run side by side).
    // @see https://vitest.dev/config/maxworkers
    maxWorkers: "100%",
    sequence: { sequencer: SlowestFilesFirstSequencer },
    reporters: ["default", "./tests/database-count-reporter.ts"],
    projects: [
      {
        resolve: { alias },
        // tests/unit: checks over the whole repository rather than one module (docs/architecture.md#testing).
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          environment: "node",
          env,
          // Worker threads, each running its files one after another with the app's modules fresh
          // per file (file-isolation.ts): a process per file spent more time importing than testing.
          // @see https://vitest.dev/guide/improving-performance
          pool: "threads",
          isolate: false,
          setupFiles: ["./tests/file-isolation.ts"],
          exclude: [...configDefaults.exclude, ...browserStateFiles],
        },
      },
      {
        resolve: { alias },
        // Each file in a worker of its own (isolate, Vitest's default), and what it changed in the
        // process put back after it all the same (file-isolation.ts).
        // @see https://vitest.dev/config/isolate
        test: {
          name: "unit-browser-state",
          include: browserStateFiles,
          env,
          pool: "threads",
          setupFiles: ["./tests/file-isolation.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          env,
          globalSetup: ["./tests/integration/global-setup.ts"],
          // Files share their worker's process; each still starts with the app's modules afresh (file-isolation.ts).
          isolate: false,
          setupFiles: ["./tests/file-isolation.ts"],
          // A larger young generation: the files allocate fast (every request, query and row), and
          // with the default 16 MiB semi-space the collector took a fifth of the fuzz files' time.
          // @see https://nodejs.org/api/cli.html#--max-semi-space-sizesize-in-mib
          execArgv: ["--max-semi-space-size=64"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
