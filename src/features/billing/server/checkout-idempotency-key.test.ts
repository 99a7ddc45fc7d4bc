import { describe, expect, it } from "vitest";
import { checkoutIdempotencyKey } from "./checkout-idempotency-key";

describe("checkoutIdempotencyKey", () => {
  it("is the same for the same intent, and another for a new one however close in time", () => {
    // Two intents 598 s apart, both inside one ten-minute bucket of the clock.
    const first = new Date(Date.UTC(2026, 10, 29, 6, 0, 1));
    const second = new Date(first.getTime() + 598_000);
    const key = checkoutIdempotencyKey("u1", "cus_1", "price_pro_y", first);
    expect(checkoutIdempotencyKey("u1", "cus_1", "price_pro_y", new Date(first))).toBe(key);
    expect(checkoutIdempotencyKey("u1", "cus_1", "price_pro_y", second)).not.toBe(key);
    expect(checkoutIdempotencyKey("u2", "cus_1", "price_pro_y", first)).not.toBe(key);
    expect(checkoutIdempotencyKey("u1", "cus_1", "price_pro_m", first)).not.toBe(key);
  });
});
