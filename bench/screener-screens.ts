import type { ScreenRequest } from "@/features/screener/screen-filter";

const sort = (column: ScreenRequest["sort"]["column"], direction: "asc" | "desc" = "desc") => ({
  column,
  direction,
});
/** Ten representative screens, one filter to eight, each with a sort: what bench:screener times. */
export const screenerScreens: Array<[string, Omit<ScreenRequest, "page" | "pageSize">]> = [
  ["1 filter: sector", { filter: { sectors: ["Technology"] }, sort: sort("marketCap") }],
  ["1 filter: search", { filter: { search: "bank" }, sort: sort("symbol", "asc") }],
  [
    "2: mega caps by change",
    { filter: { marketCapBands: ["mega"], changePct: { min: 0 } }, sort: sort("changePct") },
  ],
  [
    "2: most active > $5",
    { filter: { price: { min: 5 }, volume: { min: 1_000_000 } }, sort: sort("volume") },
  ],
  [
    "3: unusual volume",
    {
      filter: { price: { min: 1 }, volume: { min: 100_000 }, relVolume: { min: 2 } },
      sort: sort("relVolume"),
    },
  ],
  [
    "4: small-cap momentum",
    {
      filter: {
        marketCapBands: ["small"],
        perf1m: { min: 10 },
        price: { min: 2 },
        sma: { sma50: "above" },
      },
      sort: sort("perf1m"),
    },
  ],
  [
    "5: oversold large caps",
    {
      filter: {
        marketCapBands: ["large", "mega"],
        rsi: "oversold",
        price: { min: 10 },
        volume: { min: 500_000 },
        countries: ["United States"],
      },
      sort: sort("rsi14", "asc"),
    },
  ],
  [
    "6: near 52W high tech",
    {
      filter: {
        sectors: ["Technology"],
        fromHigh52w: { min: -5 },
        perf3m: { min: 0 },
        price: { min: 5 },
        volume: { min: 200_000 },
        sma: { sma200: "above" },
      },
      sort: sort("perfYtd"),
    },
  ],
  [
    "7: health-care value",
    {
      filter: {
        sectors: ["Health Care"],
        marketCapBands: ["mid", "large"],
        perf1y: { max: 0 },
        rsi: "neutral",
        price: { min: 5, max: 100 },
        changePct: { min: -5, max: 5 },
        volume: { min: 100_000 },
      },
      sort: sort("marketCap"),
    },
  ],
  [
    "8 filters combined",
    {
      filter: {
        sectors: ["Technology", "Health Care"],
        marketCapBands: ["mid", "large"],
        price: { min: 5 },
        changePct: { min: -2 },
        perf3m: { min: -20 },
        sma: { sma20: "above" },
        rsi: "neutral",
        volume: { min: 100_000 },
      },
      sort: sort("changePct"),
    },
  ],
];
