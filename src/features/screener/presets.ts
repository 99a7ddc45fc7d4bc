import type { ScreenFilter } from "./screen-filter";
import type { ScreenSort } from "./screen-sort-and-page";

export type Preset = {
  id: string;
  name: string;
  description: string;
  filter: ScreenFilter;
  sort: ScreenSort;
};

const liquid = { price: { min: 1 }, volume: { min: 100_000 } } satisfies ScreenFilter;

/** The screener's presets (docs/product.md#screener), each a plain filter the user can then adjust. */
export const presets: Preset[] = [
  {
    id: "top-gainers",
    name: "Top gainers",
    description: "Biggest rises in the latest session",
    filter: { ...liquid, changePct: { min: 0 } },
    sort: { column: "changePct", direction: "desc" },
  },
  {
    id: "top-losers",
    name: "Top losers",
    description: "Biggest falls in the latest session",
    filter: { ...liquid, changePct: { max: 0 } },
    sort: { column: "changePct", direction: "asc" },
  },
  {
    id: "most-active",
    name: "Most active",
    description: "Highest volume in the latest session",
    filter: { price: { min: 1 } },
    sort: { column: "volume", direction: "desc" },
  },
  {
    id: "unusual-volume",
    name: "Unusual volume",
    description: "Volume at least twice the 3-month average",
    filter: { ...liquid, relVolume: { min: 2 } },
    sort: { column: "relVolume", direction: "desc" },
  },
  {
    id: "new-high",
    name: "New 52-week high",
    description: "Trading at the 52-week high",
    filter: { fromHigh52w: { min: 0 } },
    sort: { column: "changePct", direction: "desc" },
  },
  {
    id: "new-low",
    name: "New 52-week low",
    description: "Trading at the 52-week low",
    filter: { fromLow52w: { max: 0 } },
    sort: { column: "changePct", direction: "asc" },
  },
  {
    id: "overbought",
    name: "Overbought",
    description: "RSI(14) above 70",
    filter: { rsi: "overbought" },
    sort: { column: "rsi14", direction: "desc" },
  },
  {
    id: "oversold",
    name: "Oversold",
    description: "RSI(14) below 30",
    filter: { rsi: "oversold" },
    sort: { column: "rsi14", direction: "asc" },
  },
  {
    id: "mega-caps",
    name: "Mega caps",
    description: "Market cap above $200B",
    filter: { marketCapBands: ["mega"] },
    sort: { column: "marketCap", direction: "desc" },
  },
  {
    id: "small-cap-movers",
    name: "Small-cap movers",
    description: "$300M–$2B caps moving 5% or more",
    filter: { marketCapBands: ["small"], changePct: { min: 5 } },
    sort: { column: "changePct", direction: "desc" },
  },
];
