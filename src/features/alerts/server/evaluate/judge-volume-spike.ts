import { CHAT_SPIKE_MIN_MESSAGES } from "../../alert-kinds";

/** Hours in the 7 days the last hour is measured against. */
const WEEK_HOURS = 7 * 24;

/**
 * docs/alerts.md#chat-alerts: a room spikes when its last hour holds at least
 * CHAT_SPIKE_MIN_MESSAGES messages and at least `multiple` × its hourly average of the 7 days
 * before that hour. It fires while armed and disarms; it re-arms once the hour is back below that
 * mark, so a busy afternoon fires once.
 */
export function judgeVolumeSpike(
  { lastHour, weekBefore }: { lastHour: number; weekBefore: number },
  multiple: number,
  armed: boolean,
): { fired: boolean; armed: boolean; hourlyAverage: number } {
  const hourlyAverage = weekBefore / WEEK_HOURS;
  // Compared as whole counts (lastHour × 168 against multiple × weekBefore) so exactly 3× is 3×.
  const spiking =
    lastHour >= CHAT_SPIKE_MIN_MESSAGES && lastHour * WEEK_HOURS >= multiple * weekBefore;
  if (!spiking) return { fired: false, armed: true, hourlyAverage };
  return { fired: armed, armed: false, hourlyAverage };
}
