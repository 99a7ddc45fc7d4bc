import { randomUUID } from "node:crypto";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { expect, it } from "vitest";
import { createAuthOptions } from "@/features/auth/server/auth-options";
import { readSession } from "@/features/auth/server/read-session";
import { guestRowMovers } from "@/server/api/guest-row-movers";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { createAuthRateLimits } from "@/server/auth/auth-rate-limits";
import { hashPassword } from "@/server/auth/password";
import { users } from "@/server/db/schema";
import { requestHeaders, sessionCookie, uniqueIp } from "./auth-helpers";
import { callTrpc } from "./call-trpc";
import { describeEachDatabase } from "./test-databases";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "violet tugboat under marmalade";

/** docs/product.md#accounts-and-mail: the current password required, other sessions ended, this one signed in again. */
describeEachDatabase("changing the password", (getHandle) => {
  const db = () => getHandle().db;
  const handler = createTrpcRequestHandler({ getDb: db });
  const change = (cookie: string, input: { currentPassword: string; newPassword: string }) =>
    callTrpc(handler, "auth.changePassword", {
      mutation: true,
      input,
      headers: { ...requestHeaders(uniqueIp()), cookie },
    });
  const me = (cookie: string) => callTrpc(handler, "account.me", { headers: { cookie } });
  const logIn = async (email: string, password: string) => {
    const options = createAuthOptions({
      getDb: db,
      rateLimits: createAuthRateLimits(undefined),
      guestRowMovers,
    });
    const credentials = options.providers.find(
      (p) => (p as { options?: { id?: string } }).options?.id === "credentials",
    ) as CredentialsConfig & { options: CredentialsConfig };
    return (await credentials.options.authorize({ email, password }, {
      headers: requestHeaders(uniqueIp()),
    } as never)) as { id: string; sessionVersion: number } | null;
  };
  async function account() {
    const email = `password-${randomUUID()}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({
        email,
        name: "Pat Example",
        passwordHash: await hashPassword(PASSWORD),
        type: "authenticated",
      })
      .returning({ id: users.id });
    return {
      id: row!.id,
      email,
      here: await sessionCookie({ id: row!.id, type: "authenticated" }),
      elsewhere: await sessionCookie({ id: row!.id, type: "authenticated" }),
    };
  }

  it("refuses a wrong current password and a weak new one with a sentence, changing nothing", async () => {
    const { email, here, elsewhere } = await account();
    expect(
      await change(here, { currentPassword: "not my password at all", newPassword: NEW_PASSWORD }),
    ).toEqual({
      status: 400,
      error: { code: "BAD_REQUEST", message: "That is not your current password." },
    });
    expect(
      await change(here, { currentPassword: PASSWORD, newPassword: "password12" }),
    ).toMatchObject({
      status: 400,
      error: {
        code: "BAD_REQUEST",
        message: expect.stringMatching(/^This password is too easy to guess\./),
      },
    });
    expect(await change(here, { currentPassword: PASSWORD, newPassword: "short" })).toMatchObject({
      status: 400,
      error: { message: "Use at least 10 characters." },
    });
    expect(await change(here, { currentPassword: PASSWORD, newPassword: PASSWORD })).toMatchObject({
      status: 400,
      error: { message: "Choose a new password, not the one you have now." },
    });
    expect((await me(elsewhere)).status).toBe(200);
    expect(await logIn(email, PASSWORD)).toMatchObject({ sessionVersion: 0 });
  });

  it("ends every other session; signing in again with the new password keeps this device signed in", async () => {
    const { id, email, here, elsewhere } = await account();
    expect(await change(here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      status: 200,
      data: { changed: true },
    });
    expect(await me(elsewhere)).toMatchObject({ status: 401, error: { code: "UNAUTHORIZED" } });
    await expect(readSession(db(), { cookie: elsewhere })).resolves.toBeNull();
    expect(await logIn(email, PASSWORD)).toBeNull();
    // What the account page does right after: the same person, re-issued under the new session version.
    const again = await logIn(email, NEW_PASSWORD);
    expect(again).toMatchObject({ id, sessionVersion: 1 });
    const reissued = await sessionCookie(
      { id, type: "authenticated" },
      { version: again!.sessionVersion },
    );
    expect((await me(reissued)).data).toMatchObject({ id, email });
  });

  it("limits wrong current passwords per account (RATE_LIMIT_LOGIN, 5 in 15 minutes), the right one included once spent", async () => {
    const { here } = await account();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (
          await change(here, {
            currentPassword: `wrong guess ${attempt}`,
            newPassword: NEW_PASSWORD,
          })
        ).status,
      ).toBe(400);
    expect(await change(here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      status: 429,
      error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts. Try again in 15 minutes." },
    });
    expect((await me(here)).status).toBe(200);
  });

  it("is for registered accounts only", async () => {
    const guest = await sessionCookie({ id: randomUUID(), type: "guest" });
    expect(
      await change(guest, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    ).toMatchObject({ status: 401, error: { code: "UNAUTHORIZED" } });
  });
});
