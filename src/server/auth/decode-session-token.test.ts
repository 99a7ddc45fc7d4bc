import { decode, encode, getToken } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { decodeSessionToken } from "./decode-session-token";

const secret = "a-test-secret-of-at-least-thirty-two-characters";
const claims = {
  sub: "7f1c1c1e-8f0b-4e39-9a51-3d0c6a4f0b7e",
  type: "authenticated" as const,
  sv: 2,
};

describe("decodeSessionToken", () => {
  it("reads a token next-auth made, as next-auth's own decode reads it", async () => {
    const token = await encode({ token: claims, secret });
    const ours = await decodeSessionToken({ token, secret });
    expect(ours).toMatchObject(claims);
    expect(ours).toEqual(await decode({ token, secret }));
  });

  it("reads a token made with a salt under that salt only", async () => {
    const token = await encode({ token: claims, secret, salt: "authjs.other" });
    expect(await decodeSessionToken({ token, secret, salt: "authjs.other" })).toMatchObject(claims);
    await expect(decodeSessionToken({ token, secret })).rejects.toThrow();
  });

  it("refuses a token under another secret, a changed token and an expired one", async () => {
    const token = await encode({ token: claims, secret });
    await expect(decodeSessionToken({ token, secret: `${secret}-rotated` })).rejects.toThrow();
    const changed = `${token.slice(0, -6)}${token.slice(-6) === "AAAAAA" ? "BBBBBB" : "AAAAAA"}`;
    await expect(decodeSessionToken({ token: changed, secret })).rejects.toThrow();
    // Past next-auth's 15 s of clock tolerance.
    const expired = await encode({ token: claims, secret, maxAge: -60 });
    await expect(decodeSessionToken({ token: expired, secret })).rejects.toThrow();
  });

  it("gives getToken no session for a token it refuses, and none without a token", async () => {
    const expired = await encode({ token: claims, secret, maxAge: -60 });
    const req = (value: string) =>
      ({ cookies: { "next-auth.session-token": value }, headers: {} }) as never;
    expect(await getToken({ req: req(expired), secret, decode: decodeSessionToken })).toBeNull();
    expect(
      await getToken({
        req: req(await encode({ token: claims, secret })),
        secret,
        decode: decodeSessionToken,
      }),
    ).toMatchObject(claims);
    expect(await decodeSessionToken({ token: undefined, secret })).toBeNull();
  });
});
