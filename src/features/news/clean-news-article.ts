import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** How long a stored headline, source and link may be; longer provider text is cut, not refused. */
export const NEWS_LIMITS = { headline: 300, source: 60, url: 2_000, symbols: 50 } as const;

/** An article as stored and shown: plain text and a checked link, never the provider's HTML. */
export type NewsArticle = {
  /** The provider's own article id: the key that makes a second delivery the same row. */
  providerId: string;
  headline: string;
  source: string;
  /** An http(s) address, or null when the provider gave none or one of another scheme. */
  url: string | null;
  publishedAt: Date;
  updatedAt: Date;
  symbols: string[];
};

/** What a provider says of an article, untrusted. */
export type RawNewsArticle = {
  id: number | string;
  headline: string;
  source: string;
  url?: string | null;
  createdAt: Date;
  updatedAt: Date;
  symbols: readonly string[];
};

/** Control, format (zero-width, bidi overrides) and line/paragraph separators: nothing a headline needs. */
const STRAY = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** A headline's entities as the characters they stand for ("&amp;" → "&", "&#8217;" → "’"). */
function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]{1,6})|#([0-9]{1,7})|([a-z]{2,5}));/gi,
    (entity, hex, dec, name) => {
      if (name) return ENTITIES[String(name).toLowerCase()] ?? entity;
      const code = hex ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    },
  );
}

/**
 * Plain text of at most `max` characters. Providers put markup and entities in headlines
 * ("<b>…</b>", "&amp;"): tags are dropped and entities decoded once, and what results is text that
 * React escapes, never HTML.
 */
function plain(text: string, max: number): string {
  const clean = decodeEntities(text.replace(/<[^>]{0,200}>/g, ""))
    .replace(STRAY, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** The link if it is an absolute http(s) address of sensible length: no javascript:, data: or relative links. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url || url.length > NEWS_LIMITS.url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

const validDate = (date: Date) => date instanceof Date && !Number.isNaN(date.getTime());

/**
 * A provider's article made safe to store and show (docs/product.md#news): headline and source as
 * capped plain text, the link only when http(s), symbols in the product's form. Null when there is
 * nothing to show: no headline, no valid time, no symbol we can name, or an id that is no id.
 */
export function cleanNewsArticle(raw: RawNewsArticle): NewsArticle | null {
  const providerId = String(raw.id);
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(providerId)) return null;
  const headline = plain(String(raw.headline ?? ""), NEWS_LIMITS.headline);
  if (!headline || !validDate(raw.createdAt)) return null;
  const symbols = [
    ...new Set(
      (raw.symbols ?? []).flatMap((symbol) => {
        const canonical = normalizeSymbol(String(symbol));
        return canonical ? [canonical] : [];
      }),
    ),
  ].slice(0, NEWS_LIMITS.symbols);
  if (symbols.length === 0) return null;
  return {
    providerId,
    headline,
    source: plain(String(raw.source ?? ""), NEWS_LIMITS.source) || "Unknown source",
    url: safeUrl(raw.url),
    publishedAt: raw.createdAt,
    updatedAt: validDate(raw.updatedAt) ? raw.updatedAt : raw.createdAt,
    symbols,
  };
}
