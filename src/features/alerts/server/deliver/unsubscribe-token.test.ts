import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-test-secret-of-some-length";
const userId = "0b8a1e2c-3d4f-4a5b-8c6d-7e8f9a0b1c2d";
const alertId = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

describe("unsubscribe tokens (docs/alerts.md#mail)", () => {
  it("reads back what was signed, per alert and for all", () => {
    expect(
      verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, { userId, alertId })),
    ).toEqual({ userId, alertId });
    expect(
      verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, { userId, alertId: null })),
    ).toEqual({ userId, alertId: null });
  });

  it("refuses a token whose alert, person or signature was changed, or another secret's", () => {
    const token = signUnsubscribeToken(SECRET, { userId, alertId });
    const [, , signature] = token.split(".");
    expect(verifyUnsubscribeToken(SECRET, `${userId}.all.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${alertId}.${alertId}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token.slice(0, -2)}AA`)).toBeNull();
    expect(verifyUnsubscribeToken("another-secret", token)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, "")).toBeNull();
  });
});
