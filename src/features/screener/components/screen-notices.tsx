import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { describeIgnoredFilters } from "../describe-ignored-filters";
import type { DataField } from "../screen-filter-fields";
import { technicalUpgradeText } from "./technical-upgrade-text";

const fieldNames: Record<string, string> = { relVolume: "relative-volume", sma: "SMA", rsi: "RSI" };

type Props = {
  /** Technical filters the screen holds but the plan does not include: left out of the results. */
  locked: string[];
  /** Filters the server left out: no stock here has their data (P/E on the 2021 listing). */
  ignored: DataField[];
  failed: boolean;
  onRetry: () => void;
};

/**
 * What the results leave out or could not do, in words: a shared link's locked filters and filters
 * with no data here (the results are computed without them), and a failed screen, with a way to try again.
 */
export function ScreenNotices({ locked, ignored, failed, onRetry }: Props) {
  const names = locked.map((field) => fieldNames[field] ?? field);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return (
    <>
      {locked.length > 0 && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {`The ${list} ${names.length > 1 ? "filters" : "filter"} in this screen ${names.length > 1 ? "were" : "was"} not applied. ${technicalUpgradeText()} `}
          <Link href="/pricing" className="font-semibold underline">
            See plans
          </Link>
        </p>
      )}
      {describeIgnoredFilters(ignored).map((sentence) => (
        <p
          key={sentence}
          role="status"
          className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {sentence}
        </p>
      ))}
      {failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p>The screen could not be loaded. Check your connection, then try again.</p>
          <button
            type="button"
            onClick={onRetry}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Try again
          </button>
        </div>
      )}
    </>
  );
}
