// @vitest-environment jsdom
import { signOut } from "next-auth/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishPendingSignOut } from "./finish-pending-sign-out";
import { readPendingSignOut, writePendingSignOut } from "./pending-sign-out";

vi.mock("next-auth/react", () => ({ signOut: vi.fn() }));

/** The session endpoint's answers, one per request, in order; "down" is no answer at all. */
function sessionAnswers(...answers: Array<string | null | "down">) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const next = answers.shift();
      if (next === "down" || next === undefined) throw new TypeError("Failed to fetch");
      return Response.json(next === null ? {} : { user: { id: next, type: "authenticated" } });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(signOut)
    .mockReset()
    .mockResolvedValue(undefined as never);
});
afterEach(() => vi.unstubAllGlobals());

describe("a sign-out the server has not been told of (docs/behaviour.md#sessions)", () => {
  it("stays pending while the server cannot be reached", async () => {
    writePendingSignOut("alice");
    sessionAnswers("down");
    await finishPendingSignOut();
    expect(signOut).not.toHaveBeenCalled();
    expect(readPendingSignOut()).toBe("alice");
  });

  it("ends the person's session once the server answers, then is done", async () => {
    writePendingSignOut("alice");
    sessionAnswers("alice", null);
    await finishPendingSignOut();
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(readPendingSignOut()).toBeNull();
  });

  it("never signs out someone else who signed in since: it is dropped", async () => {
    writePendingSignOut("alice");
    sessionAnswers("bob");
    await finishPendingSignOut();
    expect(signOut).not.toHaveBeenCalled();
    expect(readPendingSignOut()).toBeNull();
  });

  it("when the session already ended, still has next-auth re-read it, so a page rendered a moment before stops showing the person", async () => {
    writePendingSignOut("alice");
    sessionAnswers(null, null);
    await finishPendingSignOut();
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(readPendingSignOut()).toBeNull();
  });

  it("stays pending when the session still names the person after the request", async () => {
    writePendingSignOut("alice");
    sessionAnswers("alice", "alice");
    await finishPendingSignOut();
    expect(readPendingSignOut()).toBe("alice");
  });
});
