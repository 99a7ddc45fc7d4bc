import "server-only";
import { type SQL, sql } from "drizzle-orm";

type PublicAccountColumns = { id: unknown; name: unknown };

/**
 * The name chat shows for a person: the one they chose, else "Member" and the start of their id,
 * which tells people apart without giving away an email address (docs/product.md#chat).
 */
export function displayNameSql(account: PublicAccountColumns): SQL<string> {
  return sql<string>`coalesce(nullif(btrim(${account.name}), ''), 'Member ' || upper(left(${account.id}::text, 6)))`;
}
