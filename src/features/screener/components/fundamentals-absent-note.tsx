"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";
import { fundamentalFields } from "../screen-filter-fields";
import { unavailableFilterReason } from "../unavailable-filter-reason";

/**
 * Above the fundamentals view while no stock on this server has any fundamental: its columns are
 * all "—", and this says why once instead of leaving a table of dashes unexplained
 * (docs/live-market.md#correct-data-everywhere). The filters' options query, already asked for by
 * the filter area, is the one read here.
 */
export function FundamentalsAbsentNote() {
  const trpc = useTRPC();
  const unavailable = useQuery(trpc.screener.options.queryOptions()).data?.unavailable;
  if (!unavailable || !fundamentalFields.every((field) => unavailable.includes(field))) return null;
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">
      {unavailableFilterReason(fundamentalFields[0])}
    </p>
  );
}
