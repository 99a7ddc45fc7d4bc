import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** What a production build is made from; a change to any of these means the build is stale. */
const INPUTS = [
  "src",
  "public",
  "drizzle",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

/** Made by the build itself (scripts/build-service-worker.ts), so not one of its inputs. */
const OUTPUTS = new Set([path.join("public", "sw.js")]);

function collect(entry: string, files: string[]): void {
  if (!existsSync(entry) || OUTPUTS.has(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) collect(path.join(entry, child), files);
  } else if (!/\.test\.tsx?$/.test(entry)) {
    files.push(entry);
  }
}

/** A hash of every build input's path and content. */
export function computeBuildFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) collect(input, files);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

export const FINGERPRINT_FILE = path.join(".next", "marketdesk-build-fingerprint");

export function isBuildCurrent(): boolean {
  return (
    existsSync(path.join(".next", "BUILD_ID")) &&
    existsSync(path.join("public", "sw.js")) &&
    existsSync(FINGERPRINT_FILE) &&
    readFileSync(FINGERPRINT_FILE, "utf8") === computeBuildFingerprint()
  );
}
