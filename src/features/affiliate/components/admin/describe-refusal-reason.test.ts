import { describe, expect, it } from "vitest";
import { referralRefusalReasons } from "@/server/db/enums";
import { describeRefusalReason } from "./describe-refusal-reason";

describe("describeRefusalReason", () => {
  it("says each reason in plain words", () => {
    expect(describeRefusalReason("self_referral")).toBe("Self-referral");
    expect(describeRefusalReason("disposable_email")).toBe("Disposable email address");
    expect(describeRefusalReason("inactive_affiliate")).toBe("Affiliate not active");
    expect(describeRefusalReason("expired_click")).toBe("Click older than 30 days");
    expect(describeRefusalReason("no_click")).toBe("No recorded click");
    expect(describeRefusalReason("unknown_affiliate")).toBe("Unknown code");
  });

  it("gives every recorded reason a phrase of its own", () => {
    const phrases = referralRefusalReasons.map(describeRefusalReason);
    expect(new Set(phrases).size).toBe(referralRefusalReasons.length);
    expect(phrases.every((phrase) => phrase.length > 0 && !phrase.includes("_"))).toBe(true);
  });
});
