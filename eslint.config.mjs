import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** Feature areas under src/features, each a folder. */
const features = readdirSync("./src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The files of server/api that gather what the features export, as composition roots: the routers
 * (root.ts), the request's session read through auth (handle-trpc-request.ts), auth's options with
 * the guest merge's movers (create-app-auth-options.ts), and the lists they hand down: each
 * feature's move of a guest's rows (guest-row-movers.ts) and part of a data export
 * (account-data-exporters.ts). Every other file of server/ is infrastructure.
 */
const compositionRoots =
  "root|handle-trpc-request|create-app-auth-options|guest-row-movers|account-data-exporters";

/**
 * What a feature offers the others (docs/architecture.md#layers), as a glob over every feature: its
 * index.ts (types and pure functions), components/index.ts (UI) and server/index.ts (server reads
 * and writes). Its tables (server/schema.ts) too: another feature's tables may reference them (a
 * foreign key to users), and no-restricted-imports below keeps every other file of that feature
 * away from them.
 */
const featureEntries = `${path.resolve("src/features")}/*/{index.ts,components/index.ts,server/index.ts,server/schema.ts}`;

/**
 * Import direction (docs/architecture.md#layers): app → features → lib/server. A feature never reaches into
 * another feature's server/ internals; only the composition roots gather the features.
 */
const importDirection = [
  {
    target: "./src/lib",
    from: ["./src/features", "./src/app", "./src/components"],
    message: "lib/ is shared infrastructure: it must not depend on features/, app/ or components/.",
  },
  {
    target: "./src/components",
    from: ["./src/features", "./src/app", "./src/server"],
    message:
      "components/ui holds the shared UI primitives: they know no feature, route or server code.",
  },
  {
    target: [
      "./src/server/!(api|db)/**",
      // server/db/schema.ts gathers each feature's tables for drizzle-kit.
      "./src/server/db/!(schema).ts",
      `./src/server/api/!(${compositionRoots}).ts`,
      "./src/env.ts",
    ],
    from: ["./src/features", "./src/app"],
    message: `server/ is shared infrastructure: it must not depend on features/ or app/ (only server/api/{${compositionRoots.replaceAll("|", ",")}}.ts gather the features).`,
  },
  {
    target: `./src/server/api/@(${compositionRoots}).ts`,
    from: "./src/app",
    message: "The composition roots must not depend on app/.",
  },
  {
    target: "./src/features",
    from: "./src/app",
    message: "features/ must not depend on app/ (routes depend on features, not the reverse).",
  },
  {
    target: "./src/features",
    from: `./src/server/api/@(${compositionRoots}).ts`,
    message:
      "features/ must not import a composition root: define the hook the feature needs and take it as a parameter; the root hands it in.",
  },
  // One zone per feature, its `from` a glob of every other feature: the exceptions of a glob zone
  // are matched as globs, where a folder zone's are resolved as imports from each linted file,
  // which with one zone per pair of features took two thirds of the lint's time.
  // @see https://github.com/import-js/eslint-plugin-import/blob/main/docs/rules/no-restricted-paths.md
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/!(${feature})/**`,
    except: [featureEntries],
    message: `features/${feature} must not use another feature's internals: import its public entries (index.ts, components/index.ts, server/index.ts); what several features share goes to src/lib or src/components/ui.`,
  })),
];

/** Imports that reach the database: the drivers, Drizzle's query builders and the tables. */
const databaseAccess = [
  "drizzle-orm",
  "drizzle-orm/*",
  "@/server/db/schema",
  "**/db/schema",
  "./schema",
  "pg",
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
];

/**
 * The infrastructure that defines the database handle, and the only files besides a feature's
 * data.ts and mutations.ts that may: the connection, migrations and LISTEN/NOTIFY
 * (create-database.ts, create-postgres-listener.ts), the tables (each feature's server/schema.ts,
 * gathered by server/db/schema.ts), the health probe's
 * `select 1` (ping-database.ts), the reachability probe's own connection pages wait on
 * (create-reachability-probe.ts) and the session lock the live feed's node holds
 * (hold-advisory-lock.ts). Seeds live in their features (auth's seed-demo-admin.ts) and go
 * through its mutations.
 */
const databaseInfrastructure = [
  "src/features/*/server/schema.ts",
  "src/server/db/create-database.ts",
  "src/server/db/create-postgres-listener.ts",
  "src/server/db/schema.ts",
  "src/server/db/ping-database.ts",
  "src/server/db/create-reachability-probe.ts",
  "src/server/db/hold-advisory-lock.ts",
];

const onlyDataAndMutations =
  "Only a feature's server/data.ts and server/mutations.ts touch the database: call the owning feature's exported read or write.";

/**
 * The tables each feature owns, read from the file they are defined in
 * (features/<feature>/server/schema.ts; src/server/db/schema.ts only gathers them). Only the owner
 * imports a table; any other feature reads or writes it through the functions the owner's
 * server/index.ts exports. Raw SQL that names another feature's table slips past an import rule,
 * so features' SQL interpolates imported tables (`${users}`), never their names.
 */
const tablesOf = Object.fromEntries(
  features.map((feature) => {
    let source = "";
    try {
      source = readFileSync(`./src/features/${feature}/server/schema.ts`, "utf8");
    } catch {
      // A feature without tables has no schema file.
    }
    return [feature, [...source.matchAll(/^export const (\w+) = pgTable\(/gm)].map((m) => m[1])];
  }),
);

/** For a file of `feature`: importing another feature's tables, by either path, is an error. */
const otherFeaturesTables = (feature) =>
  features
    .filter((owner) => owner !== feature && tablesOf[owner].length > 0)
    .flatMap((owner) => {
      const message = `features/${owner} owns this table: read or write it through the functions features/${owner}/server/index.ts exports.`;
      return [
        { group: ["@/server/db/schema", "**/db/schema"], importNames: tablesOf[owner], message },
        { group: [`@/features/${owner}/server/schema`, `**/${owner}/server/schema`], message },
      ];
    });

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data*/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "public/sw.js",
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: importDirection }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Rallly's rule, across src/: only a feature's server/data.ts (reads; a data/ folder when they are many) and server/mutations.ts (writes; a mutations/ folder likewise) touch the database.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/features/*/server/data.ts",
      "src/features/*/server/data/*.ts",
      "src/features/*/server/mutations.ts",
      "src/features/*/server/mutations/*.ts",
      ...databaseInfrastructure,
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: databaseAccess, allowTypeImports: true, message: onlyDataAndMutations },
          ],
        },
      ],
    },
  },
  // Per feature, as one no-restricted-imports each (a later block's options replace an earlier's):
  // every file of it, data.ts and mutations.ts included, leaves other features' tables alone; the
  // rest of it (tests aside) also leaves the rest of server/db alone, since the handle comes from
  // the caller, value sets in enums excepted.
  ...features.flatMap((feature) => {
    const ownTableUsers = [
      `src/features/${feature}/server/data.ts`,
      `src/features/${feature}/server/data/*.ts`,
      `src/features/${feature}/server/mutations.ts`,
      `src/features/${feature}/server/mutations/*.ts`,
      `src/features/${feature}/**/*.test.{ts,tsx}`,
    ];
    return [
      {
        files: ownTableUsers,
        rules: { "no-restricted-imports": ["error", { patterns: otherFeaturesTables(feature) }] },
      },
      {
        files: [`src/features/${feature}/**/*.{ts,tsx}`],
        // The feature's tables (schema.ts) may reference another feature's: a foreign key to users.
        ignores: [...ownTableUsers, `src/features/${feature}/server/schema.ts`],
        rules: {
          "no-restricted-imports": [
            "error",
            {
              patterns: [
                {
                  group: ["@/server/db/*", "!@/server/db/enums", ...databaseAccess],
                  allowTypeImports: true,
                  message: onlyDataAndMutations,
                },
                ...otherFeaturesTables(feature),
              ],
            },
          ],
        },
      },
    ];
  }),
  {
    // Every browser test runs under the CSP guard of tests/e2e/fixtures.ts (docs/security.md, "Headers").
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message:
                "Import test from ./fixtures: it fails the test on any Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
];
export default config;
