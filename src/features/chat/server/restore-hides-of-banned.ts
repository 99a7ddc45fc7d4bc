import "server-only";
import type { Database } from "@/server/db/create-database";
import { SENTIMENT_ACCOUNT_AGE_MS } from "../message-limits";
import { countEstablishedReporters, listHiddenReportedBy } from "./data";
import { setMessageHidden } from "./mutations";

type RestoreContext = { db: Database; now: Date; autoHideReports: number };

/**
 * Once a person is banned their reports stop counting (countingReporterSql), so a message hidden
 * automatically that no longer has CHAT_AUTO_HIDE_REPORTS counting reporters comes back, logged
 * as an automatic restore (docs/product.md#chat, "Moderation"). Its reports stay in the queue.
 */
export async function restoreHidesOfBanned(
  { db, now, autoHideReports }: RestoreContext,
  bannedId: string,
): Promise<void> {
  for (const id of await listHiddenReportedBy(db, bannedId)) {
    const reporters = await countEstablishedReporters(db, {
      messageId: id,
      now,
      minAccountAgeMs: SENTIMENT_ACCOUNT_AGE_MS,
    });
    if (reporters >= autoHideReports) continue;
    await setMessageHidden(db, {
      id,
      hidden: false,
      action: "auto_restore",
      moderatorId: null,
      reason: `A reporter was banned, leaving ${reporters} of the ${autoHideReports} reports that hide a message; shown until a moderator reviews it.`,
      now,
    });
  }
}
