"use client";

import type { HistoryMode } from "./use-screen-navigation";
import { useTypedFilter } from "./use-typed-filter";

type Props = {
  search: string | undefined;
  onApply: (search: string | undefined, mode: HistoryMode) => boolean;
  className: string;
};

/** The symbol-or-company search, applied as you type like the number fields (docs/product.md#screener). */
export function SearchField({ search, onApply, className }: Props) {
  const { texts, edit, groupProps } = useTypedFilter<"text", string | undefined>({
    applied: search,
    shown: (applied) => ({ text: applied ?? "" }),
    read: ({ text }) => ({ value: text.trim() || undefined }),
    same: (a, b) => a === b,
    onApply,
  });
  return (
    <div {...groupProps}>
      <input
        type="search"
        aria-label="Search symbol or company"
        placeholder="Symbol or company"
        autoComplete="off"
        maxLength={60}
        value={texts.text}
        onChange={(event) => edit("text", event.target.value)}
        className={className}
      />
    </div>
  );
}
