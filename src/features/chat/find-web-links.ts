/** One web address in a message: where it sits (UTF-16 offsets), what was typed, and the address to open. */
export type WebLinkMatch = { start: number; end: number; text: string; href: string };

/**
 * An explicit `http(s)://` address, or a bare `www.` one, running to the next whitespace. Only
 * these two shapes are looked for, so `javascript:` or `data:` text can never become a link.
 * The look-behind keeps a link from starting in the middle of a word or of a longer address.
 */
const WEB_LINK = /(?<![\p{L}\p{N}_.\-/@])(?:https?:\/\/|www\.)\S+/giu;

/** Punctuation that ends the sentence around a link far more often than the link itself. */
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?", "'", '"']);

const count = (text: string, char: string) => text.split(char).length - 1;

/** The link without what follows it in prose: end punctuation, and a `)` closing a remark around it. */
function trimTrailing(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.at(-1);
    if (last !== undefined && TRAILING_PUNCTUATION.has(last)) text = text.slice(0, -1);
    // Balanced parentheses belong to the address (Wikipedia titles); an extra `)` closes the prose.
    else if (last === ")" && count(text, "(") < count(text, ")")) text = text.slice(0, -1);
    else return text;
  }
}

/** The address a browser should open, or null when the text does not parse as a web address. */
function webHref(text: string): string | null {
  const absolute = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(absolute)) return null;
  const url = new URL(absolute);
  // Parsing can only keep the scheme, but a link's safety rests on it, so check what was parsed.
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

/** Every web link in `text`, in order; text that only looks like one (`https://`) is skipped. */
export function findWebLinks(text: string): WebLinkMatch[] {
  const matches: WebLinkMatch[] = [];
  for (const match of text.matchAll(WEB_LINK)) {
    const linkText = trimTrailing(match[0]);
    const href = webHref(linkText);
    if (href === null) continue;
    matches.push({ start: match.index, end: match.index + linkText.length, text: linkText, href });
  }
  return matches;
}
