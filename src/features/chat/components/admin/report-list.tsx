import { Badge } from "@/components/ui/badge";
import type { QueueItem } from "./moderation-format";
import { moderationTime } from "./moderation-format";

/** The reports since the last review, newest first; established reporters are the ones that count towards hiding. */
export function ReportList({ item }: { item: QueueItem }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">
        {item.reports.length === 0 ? "No new reports" : `Reports (${item.reports.length})`}
        <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
          {item.establishedReporters} from established accounts
        </span>
      </h4>
      {item.reports.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {item.reports.map((report, index) => (
            // A person reports a message once, but names are not unique: the position keys the row.
            <li key={index} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-1.5">
              <span className="font-medium">{report.reporterName}</span>
              {report.established ? (
                <Badge tone="good">Established</Badge>
              ) : (
                <Badge tone="neutral">New account</Badge>
              )}
              <time
                className="text-xs text-slate-600 dark:text-slate-400"
                dateTime={report.createdAt.toISOString()}
              >
                {moderationTime.format(report.createdAt)}
              </time>
              <span className="basis-full text-slate-700 dark:text-slate-300">
                {report.reason ?? "No reason given."}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
