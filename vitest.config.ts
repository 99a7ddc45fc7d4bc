import path from "node:path";
import { defineConfig } from "vitest/config";
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
