import "server-only";
import { isNotNull } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { choiceFields, type DataField } from "../../screen-filter-fields";
import { screenColumns } from "./screen-columns";

/**
 * Which of `fields` no security has a value for: filters that could match nothing, such as P/E on
 * the 2021 listing (docs/live-market.md#correct-data-everywhere). Known from the data, so a
 * provider that brings the figures enables them. Each field is one step down its column's index.
 */
export async function listUnavailableFields(
  db: Database,
  fields: readonly DataField[],
): Promise<DataField[]> {
  const found = await Promise.all(
    fields.map(async (field) => {
      const column =
        field === "earningsDate"
          ? securityListing.nextEarningsDate
          : field in choiceFields
            ? screenColumns[choiceFields[field as keyof typeof choiceFields]]
            : screenColumns[
                field as Exclude<DataField, keyof typeof choiceFields | "earningsDate">
              ];
      const rows = await db
        .select({ symbol: securityListing.symbol })
        .from(securityListing)
        .where(isNotNull(column))
        .limit(1);
      return rows.length > 0;
    }),
  );
  return fields.filter((_, i) => !found[i]);
}
