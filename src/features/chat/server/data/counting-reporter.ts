import "server-only";
import { type AnyColumn, and, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { chatSanctions } from "@/server/db/schema";

type ReporterColumns = { id: AnyColumn; createdAt: AnyColumn; emailVerifiedAt: AnyColumn };

/**
 * Whether a reporter's reports count towards hiding a message at `now` (docs/product.md#chat,
 * "Moderation"): an established account (a week old, email confirmed, the bar of sentiment) that is
 * not banned. A ban takes the person's pending reports out of every count while it lasts; lifted or
 * over, they count again.
 */
export function countingReporterSql(
  reporter: ReporterColumns,
  { now, minAccountAgeMs }: { now: Date; minAccountAgeMs: number },
): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    lte(reporter.createdAt, new Date(now.getTime() - minAccountAgeMs)),
    isNotNull(reporter.emailVerifiedAt),
    sql`not exists (select 1 from ${chatSanctions} where ${chatSanctions.userId} = ${reporter.id} and ${chatSanctions.kind} = 'ban' and ${chatSanctions.liftedAt} is null and (${chatSanctions.until} is null or ${chatSanctions.until} > ${at}))`,
  )!;
}
