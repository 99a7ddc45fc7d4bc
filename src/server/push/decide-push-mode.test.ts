import { describe, expect, it } from "vitest";
import { decidePushMode } from "./decide-push-mode";

const PUBLIC = `B${"A".repeat(86)}`;
const PRIVATE = "A".repeat(43);

/** docs/alerts.md#web-push: on only with all three settings, well formed; off otherwise. */
describe("decidePushMode", () => {
  it("is off, without problems, when nothing is set", () => {
    expect(decidePushMode({})).toMatchObject({ mode: "off", problems: [] });
  });

  it("is on with the three settings", () => {
    expect(
      decidePushMode({
        VAPID_PUBLIC_KEY: PUBLIC,
        VAPID_PRIVATE_KEY: PRIVATE,
        VAPID_SUBJECT: "mailto:ops@marketdesk.example",
      }),
    ).toEqual({
      mode: "on",
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: "mailto:ops@marketdesk.example",
      problems: [],
    });
  });

  it("stays off and names each missing or malformed setting", () => {
    const partial = decidePushMode({ VAPID_PRIVATE_KEY: PRIVATE });
    expect(partial.mode).toBe("off");
    expect(partial.problems.map((problem) => problem.setting)).toEqual([
      "VAPID_PUBLIC_KEY",
      "VAPID_SUBJECT",
    ]);
    const malformed = decidePushMode({
      VAPID_PUBLIC_KEY: "short",
      VAPID_PRIVATE_KEY: PRIVATE,
      VAPID_SUBJECT: "http://marketdesk.example",
    });
    expect(malformed.problems.map((problem) => problem.setting)).toEqual([
      "VAPID_PUBLIC_KEY",
      "VAPID_SUBJECT",
    ]);
  });
});
