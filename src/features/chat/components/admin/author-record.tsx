import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format/format-market-number";
import type { QueueItem } from "./moderation-format";
import { describeUntil } from "./moderation-format";

/** The author's record beside a queued message: account age, activity, past trouble, a sanction in force. */
export function AuthorRecord({ author }: { author: QueueItem["author"] }) {
  const figures = [
    {
      label: "Account age",
      value: author.accountAgeDays === 1 ? "1 day" : `${formatCount(author.accountAgeDays)} days`,
    },
    { label: "Messages, 30 days", value: formatCount(author.recentMessages) },
    { label: "Hidden messages", value: formatCount(author.hiddenMessages) },
    { label: "Reported messages", value: formatCount(author.reportedMessages) },
  ];
  return (
    <div>
      <h4 className="text-sm font-semibold">
        Author: {author.name}
        {author.isAdmin && (
          <Badge tone="neutral" className="ml-2">
            Administrator
          </Badge>
        )}
      </h4>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-900">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        {author.sanction ? (
          <Badge tone="danger">
            {author.sanction.kind === "ban" ? "Banned" : "Muted"}{" "}
            {describeUntil(author.sanction.until)}
          </Badge>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">No mute or ban in force.</span>
        )}
      </p>
    </div>
  );
}
