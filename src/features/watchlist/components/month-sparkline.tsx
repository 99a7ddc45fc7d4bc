import { describeMonth, type MonthTrend } from "../describe-month";
import { sparklinePath } from "../sparkline-path";

type Props = {
  /** The month's closes, oldest first, as the server sends them: numbers separated by commas, "" for none (server/data.ts). */
  closes: string;
  simulated: boolean;
};

const WIDTH = 64;
const HEIGHT = 24;
/** Half the stroke and a little more, so the round ends and joins stay inside the box. */
const INSET = 1.5;

// The app's gain and loss colours (globals.css), which meet WCAG AA (4.5:1) against the rows in both
// themes, hovered or not; a month that ended where it began is drawn in the secondary text colour.
const tone: Record<MonthTrend, string> = {
  up: "text-gain",
  down: "text-loss",
  flat: "text-slate-600 dark:text-slate-400",
};

/**
 * A symbol's last month as a small line of its daily closes, in the colour of how the month ended,
 * with the month in words as its text alternative (and tooltip); a dash without history
 * (docs/product.md#watchlists). An inline SVG of fixed size, so rows keep their height as data arrives.
 */
export function MonthSparkline({ closes: text, simulated }: Props) {
  const closes = text === "" ? [] : text.split(",").map(Number);
  const month = describeMonth(closes, simulated);
  if (!month) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  return (
    <svg
      role="img"
      aria-label={month.label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={`block ${tone[month.trend]}`}
    >
      <title>{month.label}</title>
      <path
        d={sparklinePath(closes, WIDTH, HEIGHT, INSET)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
