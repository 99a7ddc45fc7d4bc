import { ruledListClass } from "@/components/ui/ruled-list-class";
import { figureFormats } from "@/lib/format/figure-formats";
import { affiliateShortDate } from "./affiliate-formats";
import type { AffiliateDashboardData } from "./affiliate-types";
import { CopyButton } from "./copy-button";

type Link = AffiliateDashboardData["links"][number];

/** "youtube · video · spring-review": the link's UTM values in the order the builder asks for them, or null without any. */
const utmSummary = (link: Link) =>
  [link.utm_source, link.utm_medium, link.utm_campaign, link.utm_term, link.utm_content]
    .filter(Boolean)
    .join(" · ") || null;

/**
 * The links the affiliate built, newest first: the page and UTM values, the address to copy, its
 * unique visitors and registrations in the range, and when it was made. A list rather than a table, so a
 * phone shows the whole address and the figures without scrolling sideways.
 */
export function LinkList({
  links,
  range,
}: {
  links: AffiliateDashboardData["links"];
  range: string;
}) {
  const { count } = figureFormats;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">
        Your links{" "}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          · figures over {range}
        </span>
      </h3>
      {links.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No links built yet. Visitors through your default link count in the figures above; a link
          you build also counts its own.
        </p>
      ) : (
        <ul aria-label="Your links, newest first" className={ruledListClass}>
          {links.map((link) => (
            <li
              key={link.id}
              className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p>
                  <span className="font-semibold">{link.path}</span>
                  {utmSummary(link) && (
                    <span className="text-slate-600 dark:text-slate-400">
                      {" "}
                      · {utmSummary(link)}
                    </span>
                  )}
                </p>
                <div className="flex items-start gap-2">
                  <span className="min-w-0 flex-1 font-mono text-xs break-all text-slate-700 dark:text-slate-300">
                    {link.url}
                  </span>
                  <CopyButton text={link.url} label="Copy" what={`the link to ${link.path}`} />
                </div>
              </div>
              <dl className="flex shrink-0 gap-5 sm:w-60 sm:justify-end sm:text-right">
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-400">Visitors</dt>
                  <dd className="font-semibold tabular-nums">{count.format(link.clicks)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-400">Registrations</dt>
                  <dd className="font-semibold tabular-nums">{count.format(link.registrations)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-400">Created</dt>
                  <dd className="whitespace-nowrap">{affiliateShortDate.format(link.createdAt)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
