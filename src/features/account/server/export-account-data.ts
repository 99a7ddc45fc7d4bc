import "server-only";
import type { Database } from "@/server/db/create-database";
import type { AccountDataExporters } from "./account-data-exporter";

/** The export's format, named in the file so a later change of shape can be told apart. */
const EXPORT_FORMAT = "marketdesk-account-export/1";

/** "Export my data": every feature's part, under its key, with when the file was made. */
export async function exportAccountData(
  db: Database,
  userId: string,
  exporters: AccountDataExporters,
  now = new Date(),
) {
  const parts = await Promise.all(
    Object.entries(exporters).map(
      async ([key, exporter]) => [key, await exporter(db, userId)] as const,
    ),
  );
  return { format: EXPORT_FORMAT, exportedAt: now.toISOString(), ...Object.fromEntries(parts) };
}
