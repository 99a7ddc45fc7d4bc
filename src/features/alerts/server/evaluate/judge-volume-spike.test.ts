import { describe, expect, it } from "vitest";
import { judgeVolumeSpike } from "./judge-volume-spike";

/** A week before the hour with `perHour` messages an hour on average (168 hours). */
const week = (perHour: number) => perHour * 168;

describe("judgeVolumeSpike (docs/alerts.md#chat-alerts)", () => {
  it("fires at exactly 3× the hourly average, not just below it", () => {
    expect(judgeVolumeSpike({ lastHour: 30, weekBefore: week(10) }, 3, true)).toEqual({
      fired: true,
      armed: false,
      hourlyAverage: 10,
    });
    expect(judgeVolumeSpike({ lastHour: 29, weekBefore: week(10) }, 3, true).fired).toBe(false);
  });

  it("needs 10 messages in the hour, so a quiet room does not fire on a handful", () => {
    expect(judgeVolumeSpike({ lastHour: 9, weekBefore: 1 }, 3, true).fired).toBe(false);
    expect(judgeVolumeSpike({ lastHour: 10, weekBefore: 1 }, 3, true).fired).toBe(true);
    expect(judgeVolumeSpike({ lastHour: 10, weekBefore: 0 }, 3, true).fired).toBe(true);
  });

  it("fires once per spike: disarmed while it lasts, armed again once below the mark", () => {
    expect(judgeVolumeSpike({ lastHour: 40, weekBefore: week(10) }, 3, false)).toMatchObject({
      fired: false,
      armed: false,
    });
    expect(judgeVolumeSpike({ lastHour: 20, weekBefore: week(10) }, 3, false)).toMatchObject({
      fired: false,
      armed: true,
    });
  });
});
