import { findCashtags } from "./find-cashtags";
import { findWebLinks } from "./find-web-links";

/** A run of a message as it is shown: plain text, a tag for a listed symbol, or a web link. */
export type MessageToken =
  | { kind: "text"; text: string }
  | { kind: "cashtag"; text: string; symbol: string }
  | { kind: "link"; text: string; href: string };

type Span = { start: number; end: number; token: MessageToken };

/**
 * `text` split into tokens whose texts concatenate back to it exactly, so showing the tokens never
 * changes what was written. A cashtag becomes a tag only for a symbol in `listedSymbols`: a tag
 * leads to that symbol's room, which an unlisted one does not have.
 */
export function tokenizeMessage(text: string, listedSymbols: ReadonlySet<string>): MessageToken[] {
  const links: Span[] = findWebLinks(text).map((link) => ({
    start: link.start,
    end: link.end,
    token: { kind: "link", text: link.text, href: link.href },
  }));
  // A `$` inside an address is part of the address: clicking it must open the whole link.
  const insideLink = (start: number, end: number) =>
    links.some((link) => start < link.end && link.start < end);
  const cashtags: Span[] = findCashtags(text)
    .filter((tag) => listedSymbols.has(tag.symbol) && !insideLink(tag.start, tag.end))
    .map((tag) => ({
      start: tag.start,
      end: tag.end,
      token: { kind: "cashtag", text: tag.text, symbol: tag.symbol },
    }));
  const spans = [...links, ...cashtags].sort((a, b) => a.start - b.start);

  const tokens: MessageToken[] = [];
  const pushText = (piece: string) => {
    if (piece === "") return;
    const last = tokens.at(-1);
    // One text token per run keeps rendering and comparisons simple.
    if (last?.kind === "text") last.text += piece;
    else tokens.push({ kind: "text", text: piece });
  };
  let at = 0;
  for (const span of spans) {
    pushText(text.slice(at, span.start));
    tokens.push(span.token);
    at = span.end;
  }
  pushText(text.slice(at));
  return tokens;
}
