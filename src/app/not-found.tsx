import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { SymbolSearch } from "@/features/market/components/symbol-search";

export const metadata: Metadata = { title: "Page not found" };

/** Any address the app does not have: a way on to the pages that exist, and the symbol search. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-brand-700 dark:text-brand-500 text-sm font-semibold">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">We couldn&apos;t find that page</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The link may be old, or the address mistyped. Looking for a stock? Search for it:
      </p>
      <div className="mt-6 w-full max-w-sm text-left">
        <SymbolSearch label="Search symbols" />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/screener" className={buttonClass()}>
          Open the screener
        </Link>
        <Link href="/" className={buttonClass({ variant: "secondary" })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
