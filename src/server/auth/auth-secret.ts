import { env } from "@/env";

/**
 * The key that signs and encrypts session tokens. `npm start` provides one in the embedded mode
 * (kept in DATA_DIR); with DATABASE_URL an operator must set AUTH_SECRET.
 */
export function getAuthSecret(): string {
  if (!env.AUTH_SECRET)
    throw new Error("AUTH_SECRET is not set: generate one with `openssl rand -base64 32`.");
  return env.AUTH_SECRET;
}
