/**
 * `npm run audit:prod` (docs/security.md "Dependencies"): the production dependency tree against
 * the registry's advisory database, failing on any high or critical advisory.
 *
 * Exit 0: the registry answered and nothing high or critical affects a production dependency.
 * Exit 1: it answered with a high or critical finding (listed), or the report could not be read.
 * Exit 0 with a warning, or 2 with AUDIT_REQUIRED=true: the registry does not answer the advisory
 * endpoint at all (a mirror may serve packages but answer 405 to the bulk-advisory POST), so
 * nothing was checked; the warning says so and how to check against registry.npmjs.org.
 * @see https://docs.npmjs.com/cli/v10/commands/npm-audit
 */
import { spawnSync } from "node:child_process";

const audit = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  console.error(`npm audit gave no readable report (exit ${audit.status}):\n${audit.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const status = report.statusCode ?? report.error?.code ?? "no answer";
  const message = [
    `Advisories were NOT checked: the registry did not answer npm's advisory endpoint (${status}: ${report.message ?? report.error?.summary ?? "unknown error"}).`,
    "Many mirrors serve packages but not advisories. Run this where the registry serves them",
    "(registry.npmjs.org does), or: npm audit --omit=dev --audit-level=high --registry=<a registry that does>",
  ].join("\n");
  const required = process.env.AUDIT_REQUIRED === "true";
  console.warn(`${required ? "" : "warning: "}${message}`);
  process.exit(required ? 2 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (entry) => entry.severity === "high" || entry.severity === "critical",
);
console.log(
  `Production dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low advisories.`,
);
for (const entry of serious) {
  const titles = entry.via
    .filter((via) => typeof via === "object")
    .map((via) => `${via.title} (${via.url})`);
  const through = entry.via.filter((via) => typeof via === "string");
  console.log(
    `- ${entry.severity}: ${entry.name} ${entry.range}${titles.length ? `: ${titles.join("; ")}` : ` through ${through.join(", ")}`}`,
  );
}
if (serious.length > 0) {
  console.error(
    "High or critical advisories affect production dependencies: upgrade, override or remove them (`npm audit fix --omit=dev` may help).",
  );
  process.exit(1);
}
