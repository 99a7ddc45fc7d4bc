/** One grey block of the skeleton, `size` its height and how many columns it spans. */
const block = (size: string) =>
  `${size} rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900`;

/**
 * The dashboard's shape while its first read is pending: the five headline figures over the six
 * panels, in the grids and near the heights they will have, so the page looks the same before and
 * after and what follows does not jump when the numbers land.
 */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading analytics" className="animate-pulse space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={block("h-32")} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={block("h-[26rem] lg:col-span-2")} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={block("h-56")} />
        ))}
        <div className={block("h-56 lg:col-span-2")} />
      </div>
    </div>
  );
}
