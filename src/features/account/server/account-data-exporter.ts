import type { Database } from "@/server/db/create-database";

/**
 * One feature's part of a person's data export, under its key. The account feature defines the
 * hook and takes the exporters as a parameter; the composition root hands it every feature's part
 * (docs/architecture.md#layers), so the account feature never imports the features it exports.
 */
export type AccountDataExporter = (db: Database, userId: string) => Promise<unknown>;

export type AccountDataExporters = Readonly<Record<string, AccountDataExporter>>;
