import type { SeriesTone } from "./series-spec";

export type ChartColors = {
  text: string;
  grid: string;
  gain: string;
  loss: string;
  gainSoft: string;
  lossSoft: string;
  /** The extended hours' shade behind intraday bars. */
  extended: string;
  /** A price alert's level drawn across the chart: amber, apart from the gains' and losses' hues. */
  alert: string;
  /**
   * The markers of filed reports, ex-dividend days and untagged calls (tagged ones take the gains'
   * and losses' colours): hues of their own, their letters at least 4.5:1 on the background.
   */
  earnings: string;
  dividend: string;
  call: string;
  tone: (tone: SeriesTone, shade: number) => string;
};

/*
 * The chart's colours per theme: gains and losses the app's (globals.css), lines from Tailwind's
 * 600 shades on white and 400 shades on slate-950, each at least 3:1 against the background
 * (WCAG's non-text contrast), distinct in hue within a kind.
 */
const light = {
  sma: ["#2563eb", "#7c3aed", "#0e7490"],
  ema: ["#c2410c", "#a21caf", "#4338ca"],
  band: ["#64748b", "#475569"],
  vwap: ["#9333ea"],
  signal: ["#ea580c"],
  // Four symbols', then the market average's: near black (white), apart from the bands' greys.
  compare: ["#be185d", "#0f766e", "#a16207", "#0369a1", "#1e293b"],
  neutral: ["#334155"],
};
const dark = {
  sma: ["#60a5fa", "#a78bfa", "#22d3ee"],
  ema: ["#fb923c", "#e879f9", "#818cf8"],
  band: ["#94a3b8", "#cbd5e1"],
  vwap: ["#c084fc"],
  signal: ["#fb923c"],
  compare: ["#f472b6", "#2dd4bf", "#facc15", "#38bdf8", "#f1f5f9"],
  neutral: ["#e2e8f0"],
};

function colorsOf(palette: typeof light, base: Omit<ChartColors, "tone">): ChartColors {
  return { ...base, tone: (tone, shade) => palette[tone][shade % palette[tone].length]! };
}

const themes = {
  light: colorsOf(light, {
    text: "#475569",
    grid: "#e2e8f0",
    gain: "#047857",
    loss: "#dc2626",
    gainSoft: "rgba(4, 120, 87, 0.45)",
    lossSoft: "rgba(220, 38, 38, 0.45)",
    extended: "rgba(100, 116, 139, 0.12)",
    alert: "#b45309",
    earnings: "#1d4ed8",
    dividend: "#6d28d9",
    call: "#334155",
  }),
  dark: colorsOf(dark, {
    text: "#94a3b8",
    grid: "#1e293b",
    gain: "#34d399",
    loss: "#f87171",
    gainSoft: "rgba(52, 211, 153, 0.45)",
    lossSoft: "rgba(248, 113, 113, 0.45)",
    extended: "rgba(148, 163, 184, 0.12)",
    alert: "#fbbf24",
    earnings: "#93c5fd",
    dividend: "#c4b5fd",
    call: "#e2e8f0",
  }),
};

/** The chart's colours in the light or dark theme; the same object each time, so effects keyed on it run once per theme. */
export function chartColors(isDark: boolean): ChartColors {
  return isDark ? themes.dark : themes.light;
}
