import { formatMonthDay, formatWeekday } from "@/lib/format/format-bar-date";
import { formatCount } from "@/lib/format/format-market-number";

/** "Wednesday, Nov 25" for a UTC day, written without Intl (src/lib/format/format-bar-date.ts says why). */
const describeDay = (day: string) => `${formatWeekday(day)}, ${formatMonthDay(day)}`;

/**
 * Messages per UTC day over the last 7, as small bars (docs/product.md#chat). The bars are for the
 * eye; screen readers get the same numbers as a list.
 */
export function VolumeChart({ volume }: { volume: { day: string; messages: number }[] }) {
  const most = Math.max(1, ...volume.map((day) => day.messages));
  const total = volume.reduce((sum, day) => sum + day.messages, 0);
  return (
    <div>
      <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">7 days</p>
      <p className="mt-1 text-sm font-semibold tabular-nums">
        {formatCount(total)} {total === 1 ? "message" : "messages"}
      </p>
      <div aria-hidden="true" className="mt-1 flex h-8 items-end gap-0.5 sm:h-10 sm:gap-1">
        {volume.map((day) => (
          <div
            key={day.day}
            className="flex h-full flex-1 flex-col justify-end"
            title={`${describeDay(day.day)}: ${formatCount(day.messages)}`}
          >
            <div
              className="bg-brand-600 dark:bg-brand-500 min-h-px rounded-t-sm"
              style={{ height: `${(day.messages / most) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="mt-0.5 flex gap-0.5 text-[0.625rem] text-slate-600 sm:gap-1 dark:text-slate-400"
      >
        {volume.map((day) => (
          <span key={day.day} className="flex-1 text-center">
            {formatWeekday(day.day).slice(0, 1)}
          </span>
        ))}
      </div>
      <ul className="sr-only">
        {volume.map((day) => (
          <li key={day.day}>
            {describeDay(day.day)}: {formatCount(day.messages)}{" "}
            {day.messages === 1 ? "message" : "messages"}
          </li>
        ))}
      </ul>
    </div>
  );
}
