import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** Feature areas under src/features, each a folder. */
const features = readdirSync("./src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import direction (ARCHITECTURE.md): app → features → lib/server. A feature never reaches into
 * another feature's server/ internals; only the root router gathers the features' routers.
 */
const importDirection = [
  { target: "./src/lib", from: ["./src/features", "./src/app"], message: "lib/ is shared infrastructure: it must not depend on features/ or app/." },
  {
    target: ["./src/server/!(api)/**", "./src/server/api/!(root).ts", "./src/env.ts"],
    from: ["./src/features", "./src/app"],
    message: "server/ is shared infrastructure: it must not depend on features/ or app/ (only server/api/root.ts gathers feature routers).",
  },
  { target: "./src/server/api/root.ts", from: "./src/app", message: "The root router must not depend on app/." },
  { target: "./src/features", from: "./src/app", message: "features/ must not depend on app/ (routes depend on features, not the reverse)." },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/features/${feature}`,
        from: `./src/features/${other}/server`,
        message: `features/${feature} must not use features/${other}/server internals: call it through tRPC or an exported function.`,
      })),
  ),
];

const config = [
  { ignores: [".next/**", "node_modules/**", ".data*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: importDirection }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Rallly's rule: in a feature, only server/data.ts (reads) and server/mutations.ts (writes) touch the database.
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: ["src/features/*/server/data.ts", "src/features/*/server/mutations.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/db/*", "!@/server/db/enums", "drizzle-orm", "drizzle-orm/*"],
              allowTypeImports: true,
              message: "Only a feature's server/data.ts and server/mutations.ts touch the database.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every browser test runs under the CSP guard of tests/e2e/fixtures.ts (docs/security.md, "Headers").
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import test from ./fixtures: it fails the test on any Content-Security-Policy violation." }] }],
    },
  },
];
export default config;
