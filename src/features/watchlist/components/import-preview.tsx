import Link from "next/link";
import type { ParsedSymbolList } from "../parse-symbol-list";

type Props = { parsed: ParsedSymbolList; adding: number; already: number; room: number | null };

/** What an import would do, before it is done: how many symbols are new, and each thing that will be left out and why. */
export function ImportPreview({ parsed, adding, already, room }: Props) {
  if (parsed.symbols.length === 0 && parsed.invalid.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
      <li>
        {adding} new {adding === 1 ? "symbol" : "symbols"}
        {already > 0 && `, ${already} already in the list`}.
      </li>
      {parsed.duplicates.length > 0 && (
        <li>Listed more than once, added once: {parsed.duplicates.join(", ")}.</li>
      )}
      {parsed.invalid.length > 0 && (
        <li className="text-red-700 dark:text-red-300">
          Not ticker symbols, left out: {parsed.invalid.slice(0, 20).join(", ")}
          {parsed.invalid.length > 20 && ` and ${parsed.invalid.length - 20} more`}.
        </li>
      )}
      {parsed.truncated && (
        <li className="text-red-700 dark:text-red-300">
          Only the first 2,000 symbols are read; import the rest separately.
        </li>
      )}
      {room !== null && adding > room && (
        <li className="text-red-700 dark:text-red-300">
          This list has room for {room} more {room === 1 ? "symbol" : "symbols"} on your plan.
          Remove some first, or{" "}
          <Link href="/pricing" className="font-semibold underline">
            see plans
          </Link>
          .
        </li>
      )}
    </ul>
  );
}
