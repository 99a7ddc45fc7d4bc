"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTRPC } from "@/lib/trpc/react";
import { symbolFromPathSegment } from "../symbol-from-path-segment";
import { SymbolQuote } from "./symbol-quote";
import { SymbolSearch } from "./symbol-search";

const CLOSE_MATCHES = 5;

/**
 * The stock page's 404 (docs/product.md#search): which symbol is not listed, the search with it
 * filled in, and the listed symbols closest to it ("APPL" → AAPL). A not-found page gets no route
 * parameters, so the symbol comes from the address. The list's room is kept while it loads.
 */
export function UnknownSymbol() {
  const symbol = symbolFromPathSegment(usePathname().split("/")[2] ?? "");
  const trpc = useTRPC();
  // The search field asks the same question once it settles: one request answers both.
  const matches = useQuery({
    ...trpc.market.search.queryOptions({ query: symbol }),
    enabled: symbol !== "",
    staleTime: 60_000,
    meta: { silentErrors: true, persist: false },
  });
  const closest = matches.data?.slice(0, CLOSE_MATCHES) ?? [];
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <p className="text-brand-700 dark:text-brand-500 text-sm font-semibold">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {symbol || "That"} is not a listed symbol
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Marketdesk covers the stocks listed on NASDAQ, NYSE and AMEX. Check the spelling, or search
        by company name.
      </p>
      <div className="mt-6">
        <SymbolSearch label="Search symbols" defaultQuery={symbol} />
      </div>
      <section aria-labelledby="close-matches" className="mt-8">
        <h2 id="close-matches" className="text-sm font-semibold text-slate-900 dark:text-white">
          Close matches
        </h2>
        <div
          aria-busy={matches.isPending}
          className="mt-2 min-h-[calc(5*2.75rem+2px)] rounded-lg border border-slate-200 dark:border-slate-800"
        >
          {closest.length > 0 ? (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {closest.map((match) => (
                <li key={match.symbol}>
                  <Link
                    href={`/stocks/${encodeURIComponent(match.symbol)}`}
                    className="focus-visible:outline-brand-500 flex min-h-11 items-center gap-2 px-3 py-1.5 hover:bg-slate-50 focus-visible:outline-2 sm:gap-3 dark:hover:bg-slate-900"
                  >
                    <SymbolQuote option={match} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            !matches.isPending && (
              <p className="px-3 py-3 text-sm text-slate-600 dark:text-slate-400">
                {matches.isError
                  ? "Close matches can't be looked up right now."
                  : `No listed symbol is close to ${symbol || "that"}.`}{" "}
                Try the{" "}
                <Link
                  href="/screener"
                  className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
                >
                  screener
                </Link>
                .
              </p>
            )
          )}
        </div>
      </section>
    </div>
  );
}
