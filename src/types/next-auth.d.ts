import type { UserType } from "@/server/db/enums";

/**
 * What the session carries (docs/behaviour.md#sessions: a user with id and type).
 * @see https://next-auth.js.org/getting-started/typescript#module-augmentation
 */
declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      type: UserType;
      email: string | null;
      name: string | null;
      /** Whether the address is confirmed, as the database said at this read. */
      emailVerified: boolean;
    };
  }
  interface User {
    id: string;
    type: UserType;
    email?: string | null;
    name?: string | null;
    /** The account's session version when the token is issued (docs/security.md, "Sessions"). */
    sessionVersion?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    type?: UserType;
    /** Session version: a token whose version is not the account's current one reads as a visitor. */
    sv?: number;
    /** Email verified, refreshed from the database at every read of the session. */
    ev?: boolean;
  }
}
