import { describe, expect, it } from "vitest";
import { CRON_INTERVAL_MINUTES, cronEvery } from "./cron-every";

describe("cronEvery", () => {
  it("writes divisors of an hour as minute steps", () => {
    expect(cronEvery(5)).toBe("*/5 * * * *");
    expect(cronEvery(30)).toBe("*/30 * * * *");
  });

  it("writes whole hours that divide a day as hour steps, on the hour", () => {
    expect(cronEvery(60)).toBe("0 */1 * * *");
    expect(cronEvery(360)).toBe("0 */6 * * *");
    expect(cronEvery(720)).toBe("0 */12 * * *");
  });

  it("writes a day and a week as midnight UTC, the week's on Sunday", () => {
    expect(cronEvery(1440)).toBe("0 0 * * *");
    expect(cronEvery(10_080)).toBe("0 0 * * 0");
  });

  it("refuses intervals cron cannot keep evenly", () => {
    for (const minutes of [0, 4, 7, 45, 90, 300, 2880, 10_081])
      expect(cronEvery(minutes)).toBeNull();
  });

  it("has an expression for every interval it lists", () => {
    for (const minutes of CRON_INTERVAL_MINUTES) expect(cronEvery(minutes)).not.toBeNull();
  });
});
