import { readdirSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

const STATIC_DIR = path.join(".next", "static");
export const SERVICE_WORKER_FILE = path.join("public", "sw.js");

/** Every file under .next/static, as the address the browser asks for. */
function listStaticFiles(dir = STATIC_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listStaticFiles(full)
      : [`/_next/${path.relative(".next", full).split(path.sep).join("/")}`];
  });
}

/**
 * Bundles src/service-worker/sw.ts with Serwist into public/sw.js (docs/behaviour.md#offline-shell),
 * after `next build`: it precaches the build's static files, whose names carry their content hash
 * (so no revision is needed), and keeps a shell copy named after `version`.
 * @see https://serwist.pages.dev/docs/serwist/core/serwist
 */
export function buildServiceWorker(version: string): void {
  const entries = listStaticFiles().map((url) => ({ url, revision: null }));
  buildSync({
    entryPoints: ["src/service-worker/sw.ts"],
    outfile: SERVICE_WORKER_FILE,
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    define: {
      PRECACHE_ENTRIES: JSON.stringify(entries),
      SHELL_VERSION: JSON.stringify(version),
      "process.env.NODE_ENV": '"production"',
    },
    logLevel: "warning",
  });
}
