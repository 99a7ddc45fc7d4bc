import { ruledListClass } from "@/components/ui/ruled-list-class";
import { formatNewsTime } from "../format-news-time";
import type { NewsItem } from "../news-item";

/**
 * Articles, newest first: headline (a link out when the provider gave an http(s) one), source, time
 * and, with `showSymbols`, the companies it is about. Text only: React escapes it, and the
 * provider's HTML is never stored (clean-news-article.ts). Links open in a new tab without handing
 * the page to the article's site (`noopener`) or vouching for it (`nofollow`).
 */
export function NewsList({ items, showSymbols }: { items: NewsItem[]; showSymbols?: boolean }) {
  return (
    <ul className={ruledListClass}>
      {items.map((item) => (
        <li key={item.id} className="px-4 py-3">
          {item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener nofollow noreferrer"
              className="font-medium break-words text-slate-900 hover:underline dark:text-slate-100"
            >
              {item.headline}
              <span aria-hidden="true" className="text-brand-700 dark:text-brand-500">
                {" "}
                ↗
              </span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-medium break-words">{item.headline}</span>
          )}
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {item.source} ·{" "}
            <time dateTime={item.publishedAt.toISOString()}>
              {formatNewsTime(item.publishedAt)}
            </time>
            {showSymbols && item.symbols.length > 0 && ` · ${item.symbols.slice(0, 6).join(", ")}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
