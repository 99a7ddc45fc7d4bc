/** docs/alerts.md#delivery-in-the-app: a person's triggers are counted over this window. */
export const ALERT_GROUP_WINDOW_MS = 60_000;
/** How many triggers of one window go out at once; the rest wait for one grouped notice. */
export const ALERT_GROUP_AT_ONCE = 2;

/**
 * Which of a person's new triggers go out at once and which are gathered (docs/alerts.md#grouping):
 * `recent` is how many of their triggers were delivered within the last window; the first two of a
 * window go out at once, the third and later wait for the grouped notice at the window's end.
 */
export function splitByGroupWindow<T>(recent: number, triggers: readonly T[]) {
  const room = Math.max(0, ALERT_GROUP_AT_ONCE - recent);
  return { atOnce: triggers.slice(0, room), grouped: triggers.slice(room) };
}

/** When a window's gathered triggers go out: a window after the first of them was gathered. */
export function groupDueAt(firstGatheredAt: Date): Date {
  return new Date(firstGatheredAt.getTime() + ALERT_GROUP_WINDOW_MS);
}
