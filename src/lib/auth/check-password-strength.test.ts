import { describe, expect, it } from "vitest";
import { checkPasswordStrength } from "./check-password-strength";

describe("password strength", () => {
  it("refuses fewer than 10 and more than 128 characters", () => {
    expect(checkPasswordStrength("Xq7#vL2!a")).toMatchObject({
      ok: false,
      reason: "Use at least 10 characters.",
    });
    expect(checkPasswordStrength("a".repeat(129))).toMatchObject({
      ok: false,
      reason: "Use at most 128 characters.",
    });
  });

  it("refuses a common password from the dictionary, with the reason", () => {
    const verdict = checkPasswordStrength("password123");
    expect(verdict.ok).toBe(false);
    expect(verdict.ok === false && verdict.reason).toMatch(/too easy to guess/);
    expect(verdict.ok === false && verdict.reason.length).toBeGreaterThan(
      "This password is too easy to guess.".length,
    );
  });

  it("refuses a password made of the person's own email", () => {
    expect(checkPasswordStrength("danawhitfield2", ["danawhitfield@example.com"]).ok).toBe(false);
    expect(checkPasswordStrength("danawhitfield2").ok).toBe(true);
  });

  it("accepts a long passphrase", () => {
    expect(checkPasswordStrength("correct horse battery staple")).toMatchObject({ ok: true });
    expect(checkPasswordStrength("Tq8#mZ2!vLp9")).toMatchObject({ ok: true });
  });
});
