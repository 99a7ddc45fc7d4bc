import Link from "next/link";
import type { ImportClasses } from "../classify-import";
import type { ParsedSymbolList } from "../parse-symbol-list";

type Props = {
  parsed: Pick<ParsedSymbolList, "invalid" | "duplicates" | "truncated">;
  /** The server's classes (classify-import.ts): the preview's, or the import's once `done`. */
  classes: ImportClasses | null;
  done: boolean;
};

const symbols = (count: number) => `${count} ${count === 1 ? "symbol" : "symbols"}`;
const some = (list: string[]) =>
  list.slice(0, 20).join(", ") + (list.length > 20 ? ` and ${list.length - 20} more` : "");
const problem = "text-red-700 dark:text-red-300";

/**
 * What an import would do, then what it did, in the same words from the same classes: how many
 * symbols are new, and each thing left out and why (docs/product.md#watchlists, "Import").
 */
export function ImportPreview({ parsed, classes, done }: Props) {
  const { adding = [], already = [], unknown = [], overLimit = [] } = classes ?? {};
  return (
    <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {classes && (
        <li>
          {done
            ? adding.length === 0
              ? "Nothing new was added"
              : `Added ${symbols(adding.length)}`
            : `${adding.length} new ${adding.length === 1 ? "symbol" : "symbols"}`}
          {already.length > 0 && `, ${already.length} already in the list`}.
        </li>
      )}
      {unknown.length > 0 && (
        <li className={problem}>
          Not listed on our exchanges, {done ? "so not added" : "left out"}: {some(unknown)}.
        </li>
      )}
      {parsed.duplicates.length > 0 && (
        <li>Listed more than once, added once: {some(parsed.duplicates)}.</li>
      )}
      {parsed.invalid.length > 0 && (
        <li className={problem}>Not ticker symbols, left out: {some(parsed.invalid)}.</li>
      )}
      {parsed.truncated && (
        <li className={problem}>
          Only the first 2,000 symbols are read; import the rest separately.
        </li>
      )}
      {overLimit.length > 0 && (
        <li className={problem}>
          {symbols(overLimit.length)} more than this list has room for on your plan. Remove some
          first, or{" "}
          <Link href="/pricing" className="font-semibold underline">
            see plans
          </Link>
          .
        </li>
      )}
    </ul>
  );
}
