/** What a test database starts as: fresh from initdb, or with every migration applied. */
export type Template = "fresh" | "migrated";
/** Per template, the file of a PGlite data directory (dumpDataDir's tar) that a PGlite test database loads. */
export type TemplateFiles = Record<Template, string>;
/** Per template, the database a PostgreSQL test database is copied from; a fresh one is the server's own template1. */
export type TemplateDatabases = Record<Exclude<Template, "fresh">, string>;

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplates: TemplateFiles;
    /** null when TEST_DATABASE_URL is not set. */
    postgresTemplates: TemplateDatabases | null;
  }
}
