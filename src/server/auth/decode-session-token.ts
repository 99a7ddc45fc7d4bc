import { hkdfSync } from "node:crypto";
import { jwtDecrypt } from "jose";
import type { JWT, JWTDecodeParams } from "next-auth/jwt";

/** Past this many secrets (and salts) remembered, the memory starts again: there is one secret, two while it is rotated. */
const MAX_REMEMBERED_KEYS = 8;
const keys = new Map<string, Uint8Array>();

/**
 * next-auth 4's encryption key for a secret: HKDF-SHA256 of it with the salt, 32 bytes, under
 * next-auth's own label, so a token either side makes the other reads.
 * @see https://github.com/nextauthjs/next-auth/blob/v4/packages/next-auth/src/jwt/index.ts (getDerivedEncryptionKey)
 */
function encryptionKey(secret: string | Buffer, salt: string): Uint8Array {
  const memo = `${salt}\u0000${typeof secret === "string" ? secret : secret.toString("base64")}`;
  let key = keys.get(memo);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = new Uint8Array(hkdfSync("sha256", secret, salt, info, 32));
    if (keys.size >= MAX_REMEMBERED_KEYS) keys.clear();
    keys.set(memo, key);
  }
  return key;
}

/**
 * next-auth's `decode` (the same checks: A256GCM with the derived key, expiry with 15 s of clock
 * tolerance), with the key derived once per secret. next-auth derives it on every call, through
 * `crypto.hkdf` on libuv's thread pool: 0.26 ms of CPU and a hand-off on every request that reads
 * a session (bench/watchlist's profile). A token that does not decrypt or has expired throws, as
 * next-auth's does, and `getToken` reads that as no session.
 */
export async function decodeSessionToken({
  token,
  secret,
  salt = "",
}: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, encryptionKey(secret, salt), { clockTolerance: 15 });
  return payload;
}
