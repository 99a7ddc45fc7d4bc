/**
 * Colours for a chart's series, in order, each a different hue (blue, orange, green, magenta,
 * yellow, indigo: apart for the common colour-vision deficiencies too, after Okabe and Ito), darker
 * on the light page and lighter on the dark one so each keeps 3:1 against its background where it
 * can (WCAG 1.4.11). A chart shows at most this many series and folds the rest into "Other" in
 * `otherSeriesColour`; its numbers are also given as text, so no reading depends on colour alone.
 */
export const seriesColours = [
  "bg-sky-600 dark:bg-sky-400",
  "bg-orange-500 dark:bg-orange-400",
  "bg-emerald-600 dark:bg-emerald-400",
  "bg-fuchsia-600 dark:bg-fuchsia-400",
  "bg-yellow-400 dark:bg-yellow-300",
  "bg-indigo-800 dark:bg-indigo-300",
] as const;

export const otherSeriesColour = "bg-slate-400 dark:bg-slate-500";
