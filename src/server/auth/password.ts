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

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process with the same parameters as real ones. A
 * login for an email with no account is checked against it, so it costs what a real check costs
 * and its answer time does not tell which emails have accounts (docs/security.md, "Sessions").
 */
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID());
  return dummyHash;
}
