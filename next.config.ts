import type { NextConfig } from "next";
import packageJson from "./package.json" with { type: "json" };

/** docs/behaviour.md#offline-cache: the persisted query cache is dropped when the code version changes (scripts/build-app.ts sets the id). */
const cacheBuster = `${packageJson.version}+${process.env.MARKETDESK_BUILD_ID ?? "development"}`;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Memoises components and hooks at build time, so a change re-renders only what it touches (a
  // screen change re-rendered the whole screener while its rows were on their way).
  // @see https://nextjs.org/docs/app/api-reference/config/next-config-js/reactCompiler
  reactCompiler: true,
  poweredByHeader: false,
  experimental: {
    // Turbopack keeps its work in .next for the next build, on by default for builds since 16.4.
    // A build in CI starts from a clean clone and never reads it back, and writing it was about a
    // fifth of the build's CPU beside the integration tests (scripts/test.sh).
    // @see https://nextjs.org/docs/app/api-reference/config/next-config-js/turbopackFileSystemCache
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
  // `npm test` checks the types (Next's route types among them, from `next typegen`) before it
  // builds, so its build skips the same check, about a quarter of the build's time beside the
  // integration tests (scripts/test.sh); any other build still refuses a type error.
  // @see https://nextjs.org/docs/app/api-reference/config/next-config-js/typescript
  typescript: { ignoreBuildErrors: process.env.MARKETDESK_TYPES_CHECKED === "1" },
  // posthog-js posts to /ingest/e/ with the slash; a redirect would cost every batch a round trip.
  // @see https://posthog.com/docs/advanced/proxy/nextjs
  skipTrailingSlashRedirect: true,
  env: { NEXT_PUBLIC_CACHE_BUSTER: cacheBuster },
  // Native and WASM packages are loaded by Node at run time, never bundled (docs/architecture.md#run-modes).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pino",
    "pg",
    "pg-boss",
    "yahoo-finance2",
    // Its stream needs `ws` as Node loads it (optional native add-ons), not bundled.
    "@alpacahq/alpaca-trade-api",
  ],
  // The icon's address carries its content hash (`/icon.png?icon.<hash>.png`), so it may be kept for
  // good. Without this it was served with max-age=0 and no ETag, and Chromium fetched it again
  // whole on every history entry the screener pushed, each a request the server put before the
  // screen's own. It is a PNG, not an SVG: Chromium decodes the icon again on every history entry
  // too, and an SVG is a whole document to lay out, 2–4 ms of each screen change on the page's
  // main thread (docs/product.md#screener, "Speed").
  // @see https://nextjs.org/docs/app/api-reference/config/next-config-js/headers
  headers: async () => [
    {
      source: "/icon.png",
      headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
    },
  ],
};

export default nextConfig;
