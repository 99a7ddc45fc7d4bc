import type { Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { expect, it } from "vitest";
import { createAuthOptions } from "./auth-options";

/** docs/behaviour.md#sessions, "What a session holds": on the server, from a token with no subject. */
it("gives a session whose token carries no id the id `guest`, and type `guest`", async () => {
  const options = createAuthOptions({
    getDb: () => {
      throw new Error("the session callback reads no database");
    },
    guestRowMovers: [],
  });
  const session = await options.callbacks!.session!({
    session: { expires: "2099-01-01T00:00:00.000Z" } as Session,
    token: { email: "a@example.com" } as JWT,
  } as Parameters<NonNullable<NonNullable<typeof options.callbacks>["session"]>>[0]);
  expect(session.user).toEqual({
    id: "guest",
    type: "guest",
    email: "a@example.com",
    name: null,
    emailVerified: false,
  });
});
