import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { MAX_SCREEN_SYMBOLS, screenSymbolsHref } from "@/features/screener";
import { formatCount } from "@/lib/format/format-market-number";

/**
 * "Screen this list" (docs/product.md#watchlists): the screener limited to the list's symbols.
 * Nothing for an empty list; a list longer than a screen takes (an unlimited plan's) says so
 * instead of offering a link the screener would refuse.
 */
export function ScreenListLink({ symbols }: { symbols: readonly string[] }) {
  const href = screenSymbolsHref(symbols);
  if (href) {
    return (
      <Link href={href} className={buttonClass({ variant: "secondary", size: "sm" })}>
        Screen this list
      </Link>
    );
  }
  if (symbols.length <= MAX_SCREEN_SYMBOLS) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      The screener takes lists of up to {formatCount(MAX_SCREEN_SYMBOLS)} symbols; this one has{" "}
      {formatCount(symbols.length)}.
    </p>
  );
}
