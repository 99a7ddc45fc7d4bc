import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";

/**
 * The session-signing key for the server. Production (DATABASE_URL) must set AUTH_SECRET; the
 * embedded demo makes one on first start and keeps it in DATA_DIR, so sessions survive restarts.
 */
function provideAuthSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    console.error("AUTH_SECRET is required with DATABASE_URL: generate one with `openssl rand -base64 32` (see .env.example).");
    process.exit(1);
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** The auth settings the server process gets: the secret, and host trust when no public URL is set. */
export function provideAuthEnv(): Record<string, string> {
  // Without NEXTAUTH_URL, next-auth builds its URLs from the request's Host header.
  return { AUTH_SECRET: provideAuthSecret(), ...(env.NEXTAUTH_URL ? {} : { AUTH_TRUST_HOST: "true" }) };
}
