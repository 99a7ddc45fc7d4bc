// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { personalKey, removePersonalEntries } from "./device-storage";

describe("removePersonalEntries", () => {
  afterEach(() => localStorage.clear());

  it("deletes every entry kept for the person and nothing of anyone else", () => {
    localStorage.setItem(personalKey("marketdesk-recent-symbols", "u1"), "[]");
    localStorage.setItem(personalKey("marketdesk-other", "u1"), "1");
    localStorage.setItem(personalKey("marketdesk-recent-symbols", "u2"), "[]");
    localStorage.setItem("marketdesk-theme", "dark");
    removePersonalEntries("u1");
    expect(Object.keys(localStorage).sort()).toEqual([
      "marketdesk-recent-symbols:u2",
      "marketdesk-theme",
    ]);
  });
});
