import { describe, expect, it } from "vitest";
import { decideSessionTransition } from "./decide-session-transition";
import { type Identity, VISITOR } from "./identity";

const guestSession: Identity = { status: "authenticated", id: "9d0f3c1e-guest", type: "guest" };
const upgraded: Identity = { ...guestSession, type: "authenticated" };
const alice: Identity = { status: "authenticated", id: "a11ce000-0000", type: "authenticated" };
const bob: Identity = { status: "authenticated", id: "b0b00000-0000", type: "authenticated" };
const admin: Identity = { status: "authenticated", id: "ad000000-0000", type: "admin" };

const reset = (loginMethod: "guest" | "credentials" | null) => ({ resetCache: true, loginMethod });
const nothing = { resetCache: false, loginMethod: null };

describe("session transitions (docs/behaviour.md#sessions)", () => {
  const rows: Array<[string, Identity | null, Identity, object]> = [
    ["first look of a new tab (visitor)", null, VISITOR, nothing],
    ["first look of a new tab (signed in)", null, alice, nothing],
    ["reload by the same visitor", VISITOR, VISITOR, nothing],
    ["reload by the same user", alice, alice, nothing],
    [
      "visitor continues as guest: status turns authenticated, guest id → non-guest id",
      VISITOR,
      guestSession,
      reset("guest"),
    ],
    ["visitor signs in with credentials", VISITOR, alice, reset("credentials")],
    ["visitor signs in as admin", VISITOR, admin, reset("credentials")],
    ["guest signs in to an existing account (a new id)", guestSession, alice, reset("credentials")],
    [
      "guest registers in place: a non-guest type appears on the same id",
      guestSession,
      upgraded,
      reset("credentials"),
    ],
    ["switch of accounts without signing out", alice, bob, reset("credentials")],
    ["sign-out (the helper clears the cache itself)", alice, VISITOR, nothing],
    ["guest session ends", guestSession, VISITOR, nothing],
  ];
  for (const [name, previous, next, expected] of rows) {
    it(name, () => expect(decideSessionTransition(previous, next)).toEqual(expected));
  }

  it("resets once when several rules match", () => {
    // visitor → credentials matches "status turns authenticated" and "guest id → non-guest id"
    expect(decideSessionTransition(VISITOR, alice)).toEqual(reset("credentials"));
  });
});
