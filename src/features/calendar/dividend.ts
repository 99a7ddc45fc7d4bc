import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** A cash dividend as stored: days as "YYYY-MM-DD", cash per share. */
export type Dividend = {
  id: string;
  symbol: string;
  exDate: string;
  recordDate: string | null;
  payDate: string | null;
  amount: number;
  currency: string | null;
  special: boolean;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : null);

/**
 * A provider's dividend made safe to store (docs/product.md#calendar), or null when it cannot be
 * shown: an id that is no id, a symbol that is no ticker, no ex-date, or an amount that is not a
 * positive number of sensible size.
 */
export function cleanDividend(raw: Dividend): Dividend | null {
  const symbol = normalizeSymbol(String(raw.symbol ?? ""));
  const exDate = day(raw.exDate);
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(String(raw.id)) || !symbol || !exDate) return null;
  if (!Number.isFinite(raw.amount) || raw.amount <= 0 || raw.amount > 100_000) return null;
  const currency = raw.currency && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : null;
  return {
    id: String(raw.id),
    symbol,
    exDate,
    recordDate: day(raw.recordDate),
    payDate: day(raw.payDate),
    amount: raw.amount,
    currency: currency === "USD" ? null : currency,
    special: raw.special === true,
  };
}
