import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (m=19 MiB, t=2, p=1), OWASP's first recommendation.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
