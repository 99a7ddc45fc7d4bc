/** A bordered list with a rule between its items: logs, ledgers and other lists of records. */
export const ruledListClass =
  "divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800";
