import type { Security } from "./parse-listing-row";
import { shareClassShares } from "./share-class-shares";

const companyOf = (symbol: string) => symbol.split(".")[0] ?? symbol;

/**
 * The listing's share classes without a market cap get one (docs/live-market.md#correct-data-everywhere):
 * from a sibling class the listing prices (its cap over its price is the company's shares, as the
 * listing counts them), else from the sourced corrections; what the sibling says of the company
 * (sector, industry, country) fills the class's blanks too. Common stock only: a preferred's or
 * warrant's price says nothing of the company's worth. Anything else stays null, shown as "—".
 */
export function fillShareClassCaps(securities: Security[]): Security[] {
  const priced = new Map<string, Security>();
  for (const s of securities)
    if (s.securityType === "common" && s.marketCap !== null && s.lastPrice)
      priced.set(companyOf(s.symbol), s);
  return securities.map((s) => {
    if (s.securityType !== "common" || s.marketCap !== null || !s.lastPrice) return s;
    const sibling = s.symbol.includes(".") ? priced.get(companyOf(s.symbol)) : undefined;
    if (sibling?.marketCap && sibling.lastPrice)
      return {
        ...s,
        marketCap: Math.round((s.lastPrice * sibling.marketCap) / sibling.lastPrice),
        sector: s.sector ?? sibling.sector,
        industry: s.industry ?? sibling.industry,
        country: s.country ?? sibling.country,
      };
    const shares = shareClassShares[s.symbol];
    return shares ? { ...s, marketCap: Math.round(s.lastPrice * shares) } : s;
  });
}
