// Keeps `npm ci` working with a registry mirror that serves only this platform's native packages.
//
// npm records a package's platform-specific optionalDependencies (@next/swc-darwin-arm64, …) in
// package-lock.json only when it can fetch their manifests. Where the mirror answers 404 for the
// other platforms, they are left out, and `npm ci` then refuses the lockfile ("Missing: … from lock
// file", see npm/cli#8320). This adds each missing one as a version-less optional entry, the form
// npm itself writes for such packages (npm/cli#9342): `npm ci` accepts it and skips the package.
// Run after changing dependencies: `npm run lockfile:fix`.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!location || !entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    // Nested under its dependent: where npm's ideal tree places a package it could not fetch.
    packages[nested] = { ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional package(s) of other platforms recorded.`);
