"use client";

import { buttonClass } from "@/components/ui/button-class";
import { formatCount } from "@/lib/format/format-market-number";
import { type PageSize, pageSizes } from "../screen-sort-and-page";
import { HeldSelect } from "./held-select";

type Props = {
  page: number;
  pages: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
  inert?: boolean;
};

/** Rows per page and Previous/Next under the results; the page number is kept in the URL by the caller. */
export function ScreenPager({ page, pages, pageSize, onPage, onPageSize, inert }: Props) {
  const pageButton = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <nav
      aria-label="Pages"
      inert={inert}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <label className="flex items-center gap-2">
        Rows
        <HeldSelect
          value={String(pageSize)}
          onChange={(size) => onPageSize(Number(size) as PageSize)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
        >
          {pageSizes.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </HeldSelect>
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className={pageButton}
        >
          Previous
        </button>
        <span>
          Page {page} of {formatCount(pages)}
        </span>
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          className={pageButton}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
