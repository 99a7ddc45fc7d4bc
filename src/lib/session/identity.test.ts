import type { Session } from "next-auth";
import { describe, expect, it } from "vitest";
import { identityFromSession, VISITOR } from "./identity";

const expires = "2099-01-01T00:00:00.000Z";

/** docs/behaviour.md#sessions, "What a session holds": on the client. */
describe("identityFromSession", () => {
  it("reads a session whose user has no id as the literal `guest`", () => {
    const session = { user: { type: "authenticated" }, expires } as unknown as Session;
    expect(identityFromSession(session)).toEqual({
      status: "authenticated",
      id: "guest",
      type: "authenticated",
    });
  });

  it("reads an empty id as `guest` too, and a missing type as `guest`", () => {
    const session = { user: { id: "" }, expires } as unknown as Session;
    expect(identityFromSession(session)).toEqual({
      status: "authenticated",
      id: "guest",
      type: "guest",
    });
  });

  it("reads no session as a visitor: id and type `guest`, unauthenticated", () => {
    expect(identityFromSession(null)).toBe(VISITOR);
    expect(VISITOR).toEqual({ status: "unauthenticated", id: "guest", type: "guest" });
  });
});
