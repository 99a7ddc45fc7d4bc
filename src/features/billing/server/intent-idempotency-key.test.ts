import { describe, expect, it } from "vitest";
import { INTENT_WINDOW_MS, intentIdempotencyKey } from "./intent-idempotency-key";

describe("intentIdempotencyKey", () => {
  const start = 1_800_000_000_000 - (1_800_000_000_000 % INTENT_WINDOW_MS);

  it("gives the same intent the same key within the window, and a new one after it", () => {
    const key = intentIdempotencyKey("checkout", ["u1", "cus_1", "price_pro_y"], start);
    expect(
      intentIdempotencyKey(
        "checkout",
        ["u1", "cus_1", "price_pro_y"],
        start + INTENT_WINDOW_MS - 1,
      ),
    ).toBe(key);
    expect(
      intentIdempotencyKey("checkout", ["u1", "cus_1", "price_pro_y"], start + INTENT_WINDOW_MS),
    ).not.toBe(key);
  });

  it("gives another person, plan or action another key", () => {
    const key = intentIdempotencyKey("checkout", ["u1", "cus_1", "price_pro_y"], start);
    expect(intentIdempotencyKey("checkout", ["u2", "cus_2", "price_pro_y"], start)).not.toBe(key);
    expect(intentIdempotencyKey("checkout", ["u1", "cus_1", "price_pro_m"], start)).not.toBe(key);
    expect(intentIdempotencyKey("portal", ["u1", "cus_1", "price_pro_y"], start)).not.toBe(key);
  });
});
