import { createHmac, timingSafeEqual } from "node:crypto";

/** What a token unsubscribes: one alert's mail, or every alert mail of the person. */
export type UnsubscribeScope = { userId: string; alertId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Versioned, and apart from the session's use of the same secret: a session token can never pass as one. */
const PURPOSE = "alert-unsubscribe:v1";

const sign = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}:${body}`).digest("base64url");

/**
 * The token of an unsubscribe link (docs/alerts.md#mail): the person, the alert or "all", and an
 * HMAC-SHA256 of them under the app's auth secret. It never expires, as a mail kept for months must
 * still unsubscribe, and it grants nothing but turning alert mail off.
 */
export function signUnsubscribeToken(secret: string, { userId, alertId }: UnsubscribeScope) {
  const body = `${userId}.${alertId ?? "all"}`;
  return `${body}.${sign(secret, body)}`;
}

/** The scope of a token whose signature holds, else null (tampered, truncated, another secret). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeScope | null {
  if (token.length > 200) return null;
  const [userId, target, signature, ...rest] = token.split(".");
  if (!userId || !target || !signature || rest.length > 0) return null;
  if (!UUID.test(userId) || (target !== "all" && !UUID.test(target))) return null;
  const expected = Buffer.from(sign(secret, `${userId}.${target}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, alertId: target === "all" ? null : target };
}
