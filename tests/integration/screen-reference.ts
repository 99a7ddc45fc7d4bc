import type { ScreenFilter, ScreenRequest } from "@/features/screener/screen-filter";
import {
  marketCapBands,
  type RangeField,
  rangeFields,
} from "@/features/screener/screen-filter-fields";
import type { securities } from "@/server/db/schema";

type Row = typeof securities.$inferSelect;

const value = (
  row: Row,
  field: RangeField | "rsi14" | "symbol" | "name" | "sector",
): number | string | null => {
  if (field === "price") return row.lastPrice;
  return row[field as keyof Row] as number | string | null;
};

/** A choice filter: no choice passes every row; otherwise a row with no value (a NULL exchange in the 2021 listing) passes none. */
const oneOf = (chosen: string[] | undefined, own: string | null) =>
  !chosen?.length || (own !== null && chosen.includes(own));

/** The same screen as the SQL one, written plainly over the rows, for the tests to compare with. */
export function screenInMemory(rows: Row[], { filter, sort, page, pageSize }: ScreenRequest) {
  const f: ScreenFilter = filter;
  // Only symbols quoted within a week of the newest quote are listed.
  const newest = Math.max(...rows.map((row) => row.asOf.getTime()));
  const matched = rows.filter((row) => {
    if (row.asOf.getTime() < newest - 7 * 86_400_000) return false;
    if (!(f.securityTypes ?? ["common"]).includes(row.securityType)) return false;
    if (f.search) {
      const text = f.search.toLowerCase();
      if (!row.symbol.toLowerCase().startsWith(text) && !row.name.toLowerCase().includes(text))
        return false;
    }
    // Spelled out field by field rather than through the app's column map, so a wrong map fails here.
    if (
      !oneOf(f.sectors, row.sector) ||
      !oneOf(f.industries, row.industry) ||
      !oneOf(f.countries, row.country) ||
      !oneOf(f.exchanges, row.exchange)
    )
      return false;
    if (f.marketCapBands?.length) {
      const cap = row.marketCap;
      if (cap === null) return false;
      if (
        !f.marketCapBands.some((band) => {
          const { min, max } = marketCapBands[band];
          return (min === null || cap >= min) && (max === null || cap < max);
        })
      )
        return false;
    }
    for (const field of Object.keys(rangeFields) as RangeField[]) {
      const bounds = f[field];
      if (!bounds) continue;
      const v = value(row, field) as number | null;
      if (bounds.min !== undefined && (v === null || v < bounds.min)) return false;
      if (bounds.max !== undefined && (v === null || v > bounds.max)) return false;
    }
    for (const key of ["sma20", "sma50", "sma200"] as const) {
      const position = f.sma?.[key];
      if (!position) continue;
      const sma = row[key];
      if (sma === null || row.lastPrice === null) return false;
      if (position === "above" ? !(row.lastPrice > sma) : !(row.lastPrice < sma)) return false;
    }
    if (f.rsi) {
      const rsi = row.rsi14;
      if (rsi === null) return false;
      if (f.rsi === "oversold" && !(rsi < 30)) return false;
      if (f.rsi === "overbought" && !(rsi > 70)) return false;
      if (f.rsi === "neutral" && !(rsi >= 30 && rsi <= 70)) return false;
    }
    return true;
  });
  const direction = sort.direction === "asc" ? 1 : -1;
  matched.sort((a, b) => {
    const x = value(a, sort.column);
    const y = value(b, sort.column);
    if (x === null && y !== null) return 1;
    if (y === null && x !== null) return -1;
    if (x !== null && y !== null && x !== y) return (x < y ? -1 : 1) * direction;
    return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
  });
  return {
    total: matched.length,
    symbols: matched.slice((page - 1) * pageSize, page * pageSize).map((row) => row.symbol),
  };
}
