import { defineConfig } from "drizzle-kit";

/** Migrations are generated once and committed; the same SQL runs on PGlite and on PostgreSQL 15+. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
