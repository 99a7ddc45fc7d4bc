import Link from "next/link";
import { Fragment } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { isAffiliateLink } from "@/features/affiliate";
import type { MessageToken } from "../tokenize-message";

/** Link colours with AA contrast on both the light and the dark background. */
const linkClass = "text-blue-700 underline dark:text-blue-300";

/**
 * A message's text with its tags and links made clickable. Everything is rendered as React text,
 * never as HTML, so whatever markup someone types is shown as typed. Outside links carry `ugc`
 * and `nofollow` (search engines should not credit them to this site) and `noopener`. A link to this
 * site carrying an affiliate's code is labelled "affiliate link" (docs/product.md#chat), so readers
 * know its author earns from their click, and is `sponsored` to search engines; the site's host is
 * the browser's, so the label appears once the page answers input.
 * @see https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links
 */
export function MessageText({ tokens }: { tokens: MessageToken[] }) {
  const siteHost = useHydrated() ? location.host : null;
  return (
    // pre-wrap keeps the author's line breaks; break-words stops a long address from widening the page.
    <span className="break-words whitespace-pre-wrap">
      {tokens.map((token, index) => {
        // Tokens never reorder within a message, so their position is a stable key.
        if (token.kind === "cashtag") {
          return (
            <Link
              key={index}
              href={`/chat/${encodeURIComponent(token.symbol)}`}
              className={linkClass}
            >
              ${token.symbol}
            </Link>
          );
        }
        if (token.kind === "link") {
          const affiliate = siteHost !== null && isAffiliateLink(token.href, siteHost);
          return (
            <Fragment key={index}>
              <a
                href={token.href}
                rel={affiliate ? "sponsored nofollow noopener ugc" : "nofollow noopener ugc"}
                target="_blank"
                className={linkClass}
              >
                {token.text}
              </a>
              {affiliate && (
                <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                  affiliate link
                </span>
              )}
            </Fragment>
          );
        }
        return <Fragment key={index}>{token.text}</Fragment>;
      })}
    </span>
  );
}
