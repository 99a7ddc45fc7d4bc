import "server-only";
import { findCalls } from "@/features/chat/server";
import type { Database } from "@/server/db/create-database";

/**
 * Which of the call alerts' calls are the person's own and still stand (docs/alerts.md#chat-alerts),
 * as "messageId symbol": only a call's author may set an alert on it (assertAlertTarget).
 */
export async function readOwnCalls(
  db: Database,
  userId: string,
  drafts: readonly { kind: string; params: Record<string, unknown> }[],
): Promise<Set<string>> {
  const ids = drafts.flatMap((draft) =>
    draft.kind === "call_moved" ? [Number(draft.params.messageId)] : [],
  );
  const calls = await findCalls(db, ids);
  return new Set(
    calls
      .filter((call) => call.authorId === userId)
      .map((call) => `${call.messageId} ${call.symbol}`),
  );
}
