import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { AccountTokenPurpose } from "@/server/db/enums";
import { accountTokens } from "@/server/db/schema";

/** Only this is stored: a token read from a copy of the database opens nothing. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type NewToken = {
  userId: string;
  purpose: AccountTokenPurpose;
  email: string;
  previousEmail?: string | null;
  lifetimeMs: number;
  now: Date;
};

/**
 * A new link's token (256 random bits, URL-safe), stored hashed. Earlier unused links of the same
 * purpose stop working, so only the newest mail's link acts (docs/product.md#accounts-and-mail).
 */
export async function issueAccountToken(
  db: Database,
  { userId, purpose, email, previousEmail = null, lifetimeMs, now }: NewToken,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      email,
      previousEmail,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    });
  });
  return token;
}

export type ConsumedToken = { userId: string; email: string; previousEmail: string | null };
export type TokenRefusal = "unknown" | "used" | "expired";

/** Why a stored link cannot act at `now`, or null when it can; a link not stored is "unknown". */
export function tokenRefusal(
  row: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): TokenRefusal | null {
  if (row.usedAt) return "used";
  return row.expiresAt <= now ? "expired" : null;
}

/**
 * Uses a link once: one statement marks it used only while unused and unexpired, so two clicks at
 * once cannot both act. Otherwise says why it cannot act.
 */
export async function consumeAccountToken(
  db: Database,
  { token, purpose, now }: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<ConsumedToken | TokenRefusal> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
      .for("update");
    if (!found) return "unknown";
    const refusal = tokenRefusal(found, now);
    if (refusal) return refusal;
    await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, found.id));
    return { userId: found.userId, email: found.email, previousEmail: found.previousEmail };
  });
}
