import { describe, expect, it } from "vitest";
import { describeMessageTime } from "./describe-message-time";

const at = new Date(2025, 2, 4, 14, 5);
const after = (ms: number) => at.getTime() + ms;

describe("describeMessageTime", () => {
  it("counts minutes and hours for the last day", () => {
    expect(describeMessageTime(at, after(20_000)).short).toBe("now");
    expect(describeMessageTime(at, after(4 * 60_000 + 5)).short).toBe("4m");
    expect(describeMessageTime(at, after(3 * 3_600_000)).short).toBe("3h");
  });

  it("names the day after that, and the year once it is another", () => {
    expect(describeMessageTime(at, after(2 * 86_400_000)).short).toBe("Mar 4, 2:05 PM");
    expect(describeMessageTime(at, new Date(2026, 0, 2).getTime()).short).toBe("Mar 4, 2025");
  });

  it("gives the full date and time for the tooltip", () => {
    expect(describeMessageTime(at, after(1)).full).toBe("Mar 4, 2025, 2:05 PM");
  });
});
