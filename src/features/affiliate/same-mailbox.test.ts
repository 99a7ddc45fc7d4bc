import { describe, expect, it } from "vitest";
import { mailboxOf } from "./same-mailbox";

describe("mailboxOf", () => {
  it("ignores case, a +tag, and Gmail's dots and second domain", () => {
    expect(mailboxOf("Ann+promo@Example.com")).toBe("ann@example.com");
    expect(mailboxOf("a.n.n+x@googlemail.com")).toBe(mailboxOf("ann@gmail.com"));
  });

  it("keeps dots where the provider does not ignore them", () => {
    expect(mailboxOf("a.nn@example.com")).not.toBe(mailboxOf("ann@example.com"));
  });
});
