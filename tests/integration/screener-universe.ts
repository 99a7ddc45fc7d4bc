import type { Security } from "@/features/market/parse-listing-row";
import type { MarketDataProvider } from "@/features/market/server/market-data-provider";
import { createSnapshotProvider } from "@/features/market/server/snapshot-provider";

/** The 2021 listing names no exchange; a live provider does. Symbols in these ranges get one. */
const exchangeRanges = [
  ["NASDAQ", "A", "C"],
  ["NYSE", "C", "G"],
  ["NYSE American", "G", "H"],
  ["Cboe BZX", "H", "I"],
] as const;

/** A number from 0 to 2³² − 1 decided by `text` alone (FNV-1a): the same on every run and both engines. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * What a live provider adds to a snapshot row: an exchange in the ranges above, and P/E (0 to 60)
 * and dividend yield (0 to 9 %) for about two symbols in three, derived from the symbol. The rest
 * stay NULL, so the exchange, P/E and dividend-yield filters and sorts are checked with values to
 * find and NULLs to leave out.
 */
function withLiveFigures(security: Security): Security {
  const exchange =
    exchangeRanges.find(([, from, to]) => security.symbol >= from && security.symbol < to)?.[0] ??
    security.exchange;
  const pe = hashOf(security.symbol);
  const dividend = hashOf(`${security.symbol} dividend`);
  return {
    ...security,
    exchange,
    peRatio: pe % 3 === 0 ? null : (pe % 6_000) / 100,
    dividendYield: dividend % 3 === 0 ? null : (dividend % 900) / 100,
  };
}

/**
 * The screener tests' universe: the bundled snapshot with what a live provider adds to part of it,
 * written by one refresh as in production. Rewriting every row afterwards took seconds per
 * statement on PGlite (each row's new version goes into every index of the table, the trigram one too).
 */
export function createScreenerUniverseProvider(): MarketDataProvider {
  const snapshot = createSnapshotProvider();
  return {
    ...snapshot,
    async listSecurities(known, onProgress) {
      const listed = await snapshot.listSecurities(known, onProgress);
      return { ...listed, securities: listed.securities.map(withLiveFigures) };
    },
  };
}
