import Link from "next/link";
import { Fragment } from "react";
import type { MessageToken } from "../tokenize-message";

/** Link colours with AA contrast on both the light and the dark background. */
const linkClass = "text-blue-700 underline dark:text-blue-300";

/**
 * A message's text with its tags and links made clickable. Everything is rendered as React text,
 * never as HTML, so whatever markup someone types is shown as typed. Outside links carry `ugc`
 * and `nofollow` (search engines should not credit them to this site) and `noopener`.
 */
export function MessageText({ tokens }: { tokens: MessageToken[] }) {
  return (
    // pre-wrap keeps the author's line breaks; break-words stops a long address from widening the page.
    <span className="whitespace-pre-wrap break-words">
      {tokens.map((token, index) => {
        // Tokens never reorder within a message, so their position is a stable key.
        if (token.kind === "cashtag") {
          return (
            <Link key={index} href={`/chat/${encodeURIComponent(token.symbol)}`} className={linkClass}>
              ${token.symbol}
            </Link>
          );
        }
        if (token.kind === "link") {
          return (
            <a key={index} href={token.href} rel="nofollow noopener ugc" target="_blank" className={linkClass}>
              {token.text}
            </a>
          );
        }
        return <Fragment key={index}>{token.text}</Fragment>;
      })}
    </span>
  );
}
