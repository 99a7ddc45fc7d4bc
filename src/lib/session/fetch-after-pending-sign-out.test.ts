// @vitest-environment jsdom
import { signOut } from "next-auth/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchAfterPendingSignOut } from "./fetch-after-pending-sign-out";
import { readPendingSignOut, writePendingSignOut } from "./pending-sign-out";

vi.mock("next-auth/react", () => ({ signOut: vi.fn() }));

/** The session endpoint: names `alice` until next-auth's sign-out is called, or does not answer. */
function sessionEndpoint(state: { down: boolean; signedOut: boolean }) {
  vi.mocked(signOut).mockImplementation(async () => {
    state.signedOut = true;
    return undefined as never;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (state.down) throw new TypeError("Failed to fetch");
      return Response.json(state.signedOut ? {} : { user: { id: "alice" } });
    }),
  );
}

const call = vi.fn(async () => Response.json({ result: "the server's answer" }));

beforeEach(() => {
  localStorage.clear();
  call.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("server calls while a sign-out on this device is unconfirmed (docs/behaviour.md#sessions)", () => {
  it("goes straight out when nobody signed out here", async () => {
    sessionEndpoint({ down: false, signedOut: false });
    await createFetchAfterPendingSignOut(call)("/api/trpc/stripe.getEntitlements");
    expect(call).toHaveBeenCalledOnce();
  });

  it("tells the server of the sign-out before the call, so it never carries the old cookie", async () => {
    const state = { down: false, signedOut: false };
    sessionEndpoint(state);
    writePendingSignOut("alice");
    call.mockImplementation(async () => {
      expect(state.signedOut).toBe(true);
      return Response.json({});
    });
    await createFetchAfterPendingSignOut(call)("/api/trpc/stripe.getEntitlements");
    expect(call).toHaveBeenCalledOnce();
    expect(readPendingSignOut()).toBeNull();
  });

  it("fails as an unreachable call, unsent, while the server cannot be told", async () => {
    sessionEndpoint({ down: true, signedOut: false });
    writePendingSignOut("alice");
    await expect(
      createFetchAfterPendingSignOut(call)("/api/trpc/stripe.getEntitlements"),
    ).rejects.toBeInstanceOf(TypeError);
    expect(call).not.toHaveBeenCalled();
    expect(readPendingSignOut()).toBe("alice");
  });
});
