import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { describeError } from "./describe-error";

describe("what a failed call tells the person", () => {
  it("titles a tRPC error by its code and keeps the server's message", () => {
    const error = TRPCClientError.from({
      error: {
        message: "No such plan",
        code: -32004,
        data: { code: "NOT_FOUND", httpStatus: 404 },
      },
    });
    expect(describeError(error)).toEqual({ title: "Not found", description: "No such plan" });
  });

  it("turns a plan limit into an upgrade prompt with a link to the plans", () => {
    const error = TRPCClientError.from({
      error: {
        message: "CSV export is part of Pro. Upgrade at /pricing.",
        code: -32003,
        data: {
          code: "FORBIDDEN",
          httpStatus: 403,
          upgrade: { planId: "pro", feature: "csv_export" },
        },
      },
    });
    expect(describeError(error)).toEqual({
      title: "Upgrade to unlock this",
      description: "CSV export is part of Pro. Upgrade at /pricing.",
      action: { label: "See plans", href: "/pricing" },
    });
  });

  it("sends a guest past a plan limit to a free account", () => {
    const error = TRPCClientError.from({
      error: {
        message: "As a guest you can keep 1 watchlist.",
        code: -32003,
        data: { code: "FORBIDDEN", upgrade: { planId: "free", feature: "watchlists" } },
      },
    });
    expect(describeError(error).action).toEqual({
      label: "Create a free account",
      href: "/register",
    });
  });

  it("says the server cannot be reached for a network failure", () => {
    expect(describeError(TRPCClientError.from(new TypeError("Failed to fetch"))).title).toBe(
      "Can't reach Marketdesk",
    );
  });
});
