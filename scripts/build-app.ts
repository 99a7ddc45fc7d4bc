import { writeFileSync } from "node:fs";
import { computeBuildFingerprint, FINGERPRINT_FILE } from "./build-fingerprint";
import { buildServiceWorker } from "./build-service-worker";
import { runNextSync } from "./run-next";

/** The production build, stamped so `npm start` knows it is current. */
export function buildApp(): void {
  // The persisted query cache of an older build is discarded by this id (docs/behaviour.md#offline-cache).
  const buildId = computeBuildFingerprint().slice(0, 12);
  process.env.MARKETDESK_BUILD_ID = buildId;
  runNextSync(["build"]);
  buildServiceWorker(buildId);
  // Taken after the build, which may itself touch an input (Next rewrites tsconfig.json when it wants).
  writeFileSync(FINGERPRINT_FILE, computeBuildFingerprint());
}
