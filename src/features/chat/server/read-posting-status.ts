import "server-only";
import { findUser } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import type { RequestSession } from "@/types/session-user";
import { findActiveSanction } from "./data";

/**
 * Whether the reader may post, and if not, why and the one step that fixes it (docs/product.md#chat):
 * a visitor or a guest registers, an unverified account confirms its email, a muted or banned
 * person waits (`until`, null for good) and is told the moderator's reason.
 */
export type PostingStatus =
  | { canPost: true; accountCreatedAt: Date }
  | { canPost: false; reason: "visitor" | "guest" | "unverified" }
  | { canPost: false; reason: "muted" | "banned"; until: Date | null; note: string };

export async function readPostingStatus(
  db: Database,
  session: RequestSession,
  now: Date,
): Promise<PostingStatus> {
  if (!session) return { canPost: false, reason: "visitor" };
  if (session.user.type === "guest") return { canPost: false, reason: "guest" };
  const account = await findUser(db, session.user.id);
  if (!account) return { canPost: false, reason: "visitor" };
  if (!account.emailVerifiedAt) return { canPost: false, reason: "unverified" };
  const sanction = await findActiveSanction(db, session.user.id, now);
  if (sanction)
    return {
      canPost: false,
      reason: sanction.kind === "ban" ? "banned" : "muted",
      until: sanction.until,
      note: sanction.reason,
    };
  return { canPost: true, accountCreatedAt: account.createdAt };
}

/** The sentence a refused post gets, the same the composer's place shows. */
export function describePostingBlock(status: Exclude<PostingStatus, { canPost: true }>): string {
  switch (status.reason) {
    case "visitor":
    case "guest":
      return "Create a free account to post in chat; reading needs none.";
    case "unverified":
      return "Confirm your email address to post: open the link we mailed you, or send it again from your account page.";
    case "muted":
    case "banned": {
      const until = status.until
        ? `until ${status.until.toISOString().slice(0, 16).replace("T", " ")} UTC`
        : "for good";
      return `A moderator ${status.reason === "muted" ? "muted you in chat" : "banned you from chat"} ${until}: ${status.note}`;
    }
  }
}
