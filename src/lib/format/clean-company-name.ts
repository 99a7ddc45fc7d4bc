/**
 * The words a listing puts after a company's name to say which of its securities this is: the
 * share class and kind ("Class A Common Stock", "Ordinary Shares", "American Depositary Shares",
 * "ADS"), for a company's main listing a repeat of what the table already says
 * (docs/product.md#market-data, "Names"). The listing's own misspellings ("Commom",
 * "Depository", "Depsitary") are among them.
 */
const SHARES = [
  String.raw`(?:Class [A-C] |Series [A-C] )?(?:Com+o[mn]+ ?(?:Stocks?|Shares?)(?: of Beneficial Interests?)?|Capital Stock|Ordinary Shares?|(?:Common )?(?:Restricted|Subordinate) Voting Shares)`,
  String.raw`Shares of Beneficial Interests?`,
  String.raw`(?:(?:Un)?sponsored )?American Dep\w*ry (?:Shares?|Receipts?)`,
].join("|");
/** Shorter forms, read as descriptors only where the name ends with what they describe. */
const SHORT_FORMS = [
  String.raw`(?:Class [A-C] |Equity |Paired |(?:New York|NY) Registry |(?:New )?(?:Switzerland )?Registered )Shares`,
  String.raw`(?:(?:Un)?sponsored )?AD[RS](?=$|[\s;(])`,
  String.raw`Common(?=$| New$| \()`,
].join("|");
/** The first descriptor and all the listing adds after it (a par value, a jurisdiction, "New", "each representing …"). */
const DESCRIPTOR_ONWARDS = new RegExp(String.raw`\s*\b(?:${SHARES}|${SHORT_FORMS})\b.*$`, "i");
/** For another issue, a share descriptor only at the very end, with its jurisdiction ("(DE)") but not its terms. */
const DESCRIPTOR_AT_END = new RegExp(
  String.raw`\s*\b(?:${SHARES})(?:\s*\((?![^)]*(?:%|Prefer))[^)]*\))?$`,
  "i",
);
/** A preferred issue (or receipts for one), note, warrant or right, whose terms are what tell it apart from the company's stock. */
const OTHER_ISSUE =
  /%|\b(?:Preferred|Preference|Pfd|Notes?|Debentures?|Warrants?|(?<!the )Rights?)\b/i;
/** A unit, when named before any descriptor (an ADS may stand for units of the company's shares). */
const UNIT = /\bUnits?\b/i;
/** A US state of incorporation left before the descriptor ("Copart Inc. (DE) Common Stock"). */
const STATE = /\s*\([A-Z]{2}\)$/;

/**
 * A company's name as people say it, for tables and search results: "Walt Disney Company (The)
 * Common Stock" → "The Walt Disney Company", "Cross Country Healthcare Inc. Common Stock $0.0001
 * Par Value" → "Cross Country Healthcare Inc.". Names without a descriptor (a live provider's)
 * keep everything but the "(The)" inversion; the stock page shows the full listed name.
 */
export function cleanCompanyName(listedName: string): string {
  let name = listedName.trim().replace(/\s+/g, " ");
  // A descriptor that follows punctuation with no space ("Solutions Inc.Common Stock") is found at
  // its word boundary; one glued to a letter is not, and gets its space back.
  name = name.replace(/(\S)(Sponsored ADR)/, "$1 $2"); // "BHP Group PlcSponsored ADR"
  const descriptor = DESCRIPTOR_ONWARDS.exec(name);
  const before = descriptor ? name.slice(0, descriptor.index) : name;
  const otherIssue = OTHER_ISSUE.test(name) || UNIT.test(before);
  const stripped = (
    otherIssue ? name.replace(DESCRIPTOR_AT_END, "") : before.replace(STATE, "")
  ).trim();
  if (stripped) name = stripped;
  name = name.replace(/^(.+) \1$/, "$1"); // "Ternium S.A. Ternium S.A. American Depositary Shares"
  const inverted = /^(.*?)\s*\(The\)(.*)$/.exec(name);
  if (inverted) name = `The ${inverted[1]}${inverted[2]}`.trim();
  return name;
}
