/**
 * The words a listing adds after a company's name to say which of its securities this is: for a
 * company's main listing they repeat what the table already says (docs/product.md#market-data,
 * "Names"). Longest first, so "Class A Common Stock" goes whole rather than leaving "Class A".
 */
const SHARE_DESCRIPTOR =
  /\s*(?:(?:Class [A-C] |Series [A-C] )?(?:Common Stock|Capital Stock|Common Shares(?: of Beneficial Interest)?|Ordinary Shares?|Shares of Beneficial Interest|Subordinate Voting Shares)|American Depositary (?:Shares?|Receipts?)(?: each representing .*| representing .*)?)(?:\s*\((?:DE|Canada|Cayman Islands|Bermuda|Israel|Netherlands|Singapore|UK|Marshall Islands)\))?$/i;

/**
 * A company's name as people say it, for tables and search results: "Walt Disney Company (The)
 * Common Stock" → "The Walt Disney Company". Names that carry no share descriptor (a live
 * provider's, or a preferred issue's terms) keep everything but the "(The)" inversion; the stock
 * page shows the full listed name.
 */
export function cleanCompanyName(listedName: string): string {
  let name = listedName.trim().replace(/\s+/g, " ");
  name = name.replace(/(\S)(Common Stock)$/, "$1 $2"); // "Solutions Inc.Common Stock"
  const stripped = name.replace(SHARE_DESCRIPTOR, "").trim();
  if (stripped) name = stripped;
  const inverted = /^(.*?)\s*\(The\)(.*)$/.exec(name);
  if (inverted) name = `The ${inverted[1]}${inverted[2]}`.trim();
  return name;
}
