import { formatCount } from "@/lib/format/format-market-number";
import { MAX_MESSAGE_LENGTH } from "../message-limits";

/** "12 / 1,000" characters, as people count them; amber near the limit, red past it, and said so in words past it. */
export function CharacterCount({
  id,
  length,
  className = "",
}: {
  id: string;
  length: number;
  className?: string;
}) {
  const over = length > MAX_MESSAGE_LENGTH;
  const near = length > MAX_MESSAGE_LENGTH * 0.9;
  const tone = over
    ? "font-semibold text-red-700 dark:text-red-300"
    : near
      ? "text-amber-800 dark:text-amber-300"
      : "text-slate-600 dark:text-slate-400";
  return (
    <span id={id} className={`text-xs tabular-nums ${tone} ${className}`}>
      {formatCount(length)} / {formatCount(MAX_MESSAGE_LENGTH)}
      <span className="sr-only"> characters</span>
      {over && ` · ${formatCount(length - MAX_MESSAGE_LENGTH)} too many`}
    </span>
  );
}
